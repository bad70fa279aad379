"""Build and check the real-issue development set (``suites/dca_real``).

Each case there is cut from a public repository at the commit before a reported issue was fixed. Its
``case.json`` carries, besides the DCA fields, an ``origin`` block the case loader ignores::

    "origin": {"repository": "owner/name", "report_url": "https://github.com/...", "fix_commit": "<sha>",
               "commit_before_fix": "<40 hex>", "data_license": "...",
               "files": [{"path": "data/x.csv", "name": "x.csv", "lines": [[1, 1], [60, 80]]}]}

``lines`` (1-based, inclusive ranges of the original file) records a cut; absent means the whole file.

``check`` validates every case (format, verbatim contexts, hint levels, provenance); ``extract`` re-cuts
the files from local git mirrors (``fetch`` snapshots: ``MIRRORS/owner+name/repo``) and, with
``--verify``, only compares them with the committed files instead of writing.

    python -m dataagents.curation.build_real check [SUITE]
    python -m dataagents.curation.build_real extract [SUITE] --mirrors DIR [--verify]
    python -m dataagents.curation.build_real table [SUITE]     # the README's case table
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import subprocess
import sys
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError

from dataagents.curation.case import Case, load_cases
from dataagents.curation.hints import MAX_VERBATIM, HintSet, leaks

REAL_SUITE = Path(__file__).resolve().parent.parent / "suites" / "dca_real"
_SHA = re.compile(r"^[0-9a-f]{40}$")


class OriginFile(BaseModel):
    path: str  # in the repository, at commit_before_fix
    name: str  # under the case's files/
    lines: list[tuple[int, int]] | None = None


class Origin(BaseModel):
    repository: str = Field(pattern=r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$")
    report_url: str = Field(pattern=r"^https://github\.com/[^/]+/[^/]+/(issues|pull|commit)/\w+")
    commit_before_fix: str
    fix_commit: str
    data_license: str = Field(min_length=3)
    files: list[OriginFile] = Field(min_length=1)


def read_origin(case: Case) -> Origin:
    data = json.loads((case.root / "case.json").read_text(encoding="utf-8"))
    return Origin.model_validate(data.get("origin", {}))


def file_text(path: Path) -> str:
    """A case file's text as the check compares it: undecodable bytes kept as U+FFFD, CR/CRLF -> LF."""
    raw = path.read_bytes().decode("utf-8", errors="replace")
    return raw.replace("\r\n", "\n").replace("\r", "\n")


def cut_lines(blob: bytes, ranges: list[tuple[int, int]] | None) -> bytes:
    """Keep the 1-based inclusive line ranges of ``blob``; bytes inside kept lines are not touched."""
    if not ranges:
        return blob
    lines = blob.splitlines(keepends=True)
    out: list[bytes] = []
    for start, end in ranges:
        out.extend(lines[start - 1 : end])
    return b"".join(out)


def check_case(case: Case) -> list[str]:
    """Everything wrong with one case, as readable sentences (empty when it is sound)."""
    problems: list[str] = []
    try:
        origin = read_origin(case)
    except (ValidationError, json.JSONDecodeError) as err:
        return [f"origin: {str(err).splitlines()[0]}"]
    if not _SHA.match(origin.commit_before_fix):
        problems.append("origin.commit_before_fix is not a 40-hex commit id")
    if origin.repository not in case.source_url and origin.repository not in origin.report_url:
        problems.append("source_url/report_url do not name origin.repository")
    names = {f.name for f in case.file_list()}
    for f in origin.files:
        if f.name not in names:
            problems.append(f"origin names {f.name}, which is not under files/")
    if not case.license.strip():
        problems.append("license is empty")
    for inv in case.involved:
        if inv.name not in names:
            problems.append(f"involved file {inv.name} is not under files/")
            continue
        if not inv.context.strip():
            problems.append(f"involved {inv.name}: empty context")
        elif inv.context.replace("\r\n", "\n") not in file_text(case.files_dir / inv.name):
            problems.append(f"involved {inv.name}: context is not verbatim in the file: {inv.context[:60]!r}")
    problems.extend(_hint_problems(case, names))
    return problems


def _mentions(text: str, name: str) -> bool:
    base = name.rsplit("/", 1)[-1]
    return base.lower() in text.lower()


def _hint_problems(case: Case, names: set[str]) -> list[str]:
    """Paper §3.2 / A.2.5: h1 general, no location; h2 + the files involved; h3 + part of the context."""
    h = case.hints
    out: list[str] = []
    for level in ("h1", "h2", "h3"):
        if len(getattr(h, level).strip()) < 8:
            out.append(f"{level} is empty or too short")
    if any(_mentions(h.h1, n) for n in names):
        out.append("h1 names a file; the general hint gives no location")
    involved = {i.name for i in case.involved}
    for level in ("h2", "h3"):
        if not any(_mentions(getattr(h, level), n) for n in involved):
            out.append(f"{level} names none of the involved files")
    if len(h.h3) <= len(h.h2) * 0.8:
        out.append("h3 is not more specific than h2 (it should add part of the context)")
    leaked = leaks(HintSet(general=h.h1, medium=h.h2, specific=h.h3), case)
    if leaked:
        out.append(f"the {leaked} hint copies more than {MAX_VERBATIM} characters of a context")
    return out


def check_suite(path: Path = REAL_SUITE) -> tuple[list[Case], dict[str, list[str]]]:
    cases, errors = load_cases(path)
    problems = {e.path: [e.reason] for e in errors}
    for case in cases:
        found = check_case(case)
        if found:
            problems[case.id] = found
    return cases, problems


def repositories(cases: list[Case]) -> set[str]:
    """The source repositories of the cases whose origin block is readable."""
    out = set()
    for case in cases:
        with contextlib.suppress(ValidationError, json.JSONDecodeError):
            out.add(read_origin(case).repository)
    return out


def case_table(cases: list[Case]) -> str:
    """The README's case table: id, repository, report, type, tags, data licence."""
    rows = ["| case | repository | report | type | tags | data licence |", "|---|---|---|---|---|---|"]
    for case in cases:
        origin = read_origin(case)
        short = origin.report_url.removeprefix("https://github.com/")
        tags = ", ".join(t.value for t in case.tags)
        rows.append(
            f"| `{case.id}` | {origin.repository} | [{short}]({origin.report_url}) | {case.type.value} "
            f"| {tags} | {origin.data_license} |"
        )
    return "\n".join(rows) + "\n"


def extract_case(case: Case, mirrors: Path, verify: bool = False) -> list[str]:
    """Re-cut a case's files from ``mirrors``; write them, or (``verify``) report any difference."""
    origin = read_origin(case)
    git_dir = mirrors / origin.repository.replace("/", "+") / "repo"
    if not git_dir.is_dir():
        return [f"no mirror at {git_dir}"]
    out: list[str] = []
    for f in origin.files:
        blob = subprocess.run(
            ["git", "-C", str(git_dir), "show", f"{origin.commit_before_fix}:{f.path}"],
            capture_output=True,
            check=True,
        ).stdout
        data = cut_lines(blob, f.lines)
        target = case.files_dir / f.name
        if verify:
            if not target.is_file() or target.read_bytes() != data:
                out.append(
                    f"{f.name} differs from {origin.repository}@{origin.commit_before_fix[:10]}:{f.path}"
                )
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build_real", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["check", "extract", "table"])
    parser.add_argument("suite", nargs="?", default=str(REAL_SUITE))
    parser.add_argument("--mirrors", help="folder of git mirrors, one per repository: DIR/owner+name/repo")
    parser.add_argument("--verify", action="store_true")
    args = parser.parse_args(argv)
    suite = Path(args.suite)
    if args.command == "table":
        print(case_table(load_cases(suite)[0]), end="")
        return 0
    if args.command == "extract":
        if not args.mirrors:
            parser.error("extract needs --mirrors DIR (git mirrors of the cases' repositories)")
        cases, errors = load_cases(suite)
        bad = 0
        for case in cases:
            for msg in extract_case(case, Path(args.mirrors), verify=args.verify):
                print(f"{case.id}: {msg}")
                bad += 1
        return 1 if bad or errors else 0
    cases, problems = check_suite(suite)
    repos = repositories(cases)
    for where, msgs in sorted(problems.items()):
        for msg in msgs:
            print(f"{where}: {msg}")
    print(f"{len(cases)} cases from {len(repos)} repositories; {sum(map(len, problems.values()))} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
