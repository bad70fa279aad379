"""Where does the Curator put the reported issue? Rank of the first matching finding, per case and hint level.

Usage: .venv/bin/python benchmarks/curation_devset.py [--suite DIR] [--levels 0 3] [--top 10] [--json OUT]

Runs the Curator (``curate(..., model=…)``, the agent unchanged; ``--model none`` by default) on every case of a DCA suite
(default: ``suites/dca_real``) at each hint level and prints, per case and level, the 1-based rank in the
Curator's own order of the first finding with an evidence item that matches an involved context of the issue,
then the totals (found within the first ``--top`` findings, found at any rank, findings per case). A line match
says the finding quotes the issue's line, not that it names the issue: ``--show`` prints the matched finding's
title so a reader can tell a real detection from a coincidence (e.g. an empty-cell finding quoting the same row).

A match is strict: the evidence names the involved file (same relative path or same file name) and at least one
line of the evidence context equals a line of the involved context after normalisation (Unicode NFC, surrounding
whitespace stripped, inner whitespace runs collapsed to one space; lines shorter than 3 characters ignored).
There is no partial or fuzzy matching: a quoted cell or a re-serialised row does not match the original line.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import time
import unicodedata
from pathlib import Path

from dataagents.curation.case import Case, load_cases
from dataagents.curation.curator import curate
from dataagents.curation.report import Evidence, Finding

DEFAULT_SUITE = Path(__file__).resolve().parent.parent / "src" / "dataagents" / "suites" / "dca_real"
_SPACE = re.compile(r"\s+")
MIN_LINE = 3


def normalised_lines(text: str) -> set[str]:
    text = unicodedata.normalize("NFC", text).replace("\r\n", "\n").replace("\r", "\n")
    out = {_SPACE.sub(" ", line).strip() for line in text.split("\n")}
    return {line for line in out if len(line) >= MIN_LINE}


def same_file(evidence_file: str, involved_name: str) -> bool:
    ev = evidence_file.replace("\\", "/").removeprefix("./")
    return ev == involved_name or Path(ev).name == Path(involved_name).name


def evidence_matches(ev: Evidence, case: Case) -> bool:
    lines = normalised_lines(ev.context)
    return any(
        same_file(ev.file, inv.name) and lines & normalised_lines(inv.context) for inv in case.involved
    )


def first_match_rank(findings: list[Finding], case: Case) -> int | None:
    for rank, finding in enumerate(findings, 1):
        if any(evidence_matches(ev, case) for ev in finding.evidence):
            return rank
    return None


async def measure(cases: list[Case], levels: list[int], model: object = None) -> list[dict]:
    rows = []
    for case in cases:
        for level in levels:
            t0 = time.monotonic()
            report = await curate(case.curator_input(level), model=model)
            rows.append(
                {
                    "case": case.id,
                    "level": level,
                    "rank": (rank := first_match_rank(report.findings, case)),
                    "matched": report.findings[rank - 1].title if rank else None,
                    "findings": len(report.findings),
                    "seconds": round(time.monotonic() - t0, 2),
                }
            )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--suite", default=str(DEFAULT_SUITE))
    parser.add_argument("--levels", type=int, nargs="+", default=[0, 1, 2, 3])
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--json", help="also write the rows to this file")
    parser.add_argument("--model", default="none", help="the Curator's model (default: none, the floor)")
    parser.add_argument("--cases", default="", help="comma-separated case ids (default: every case)")
    parser.add_argument(
        "--show", action="store_true", help="print the title of each matched finding (to judge coincidences)"
    )
    parser.add_argument(
        "--human",
        help="JSON of human judgements {level, found: {case: bool}} (benchmarks/data/dca_real_h0_human.json): "
        "print the strict match's agreement with them (accuracy, Cohen's kappa)",
    )
    args = parser.parse_args()

    cases, errors = load_cases(args.suite)
    for err in errors:
        print(f"skipped {err.path}: {err.reason}")
    if args.cases:
        wanted = set(args.cases.split(","))
        cases = [c for c in cases if c.id in wanted]
    from dataagents.llm import get_model

    rows = asyncio.run(measure(cases, args.levels, get_model(args.model)))

    by_case: dict[str, dict[int, dict]] = {}
    for row in rows:
        by_case.setdefault(row["case"], {})[row["level"]] = row
    head = "case".ljust(42) + "".join(f"h{lv}:rank/n".rjust(12) for lv in args.levels)
    print(head)
    for case_id, per_level in by_case.items():
        cells = []
        for lv in args.levels:
            r = per_level[lv]
            cells.append(f"{r['rank'] if r['rank'] else '-'}/{r['findings']}".rjust(12))
        print(case_id.ljust(42) + "".join(cells))
        if args.show:
            for lv in args.levels:
                if per_level[lv]["matched"]:
                    print(f"    h{lv} #{per_level[lv]['rank']}: {per_level[lv]['matched'][:100]}")
    print()
    n = len(by_case)
    for lv in args.levels:
        level_rows = [r for r in rows if r["level"] == lv]
        top = sum(1 for r in level_rows if r["rank"] and r["rank"] <= args.top)
        anywhere = sum(1 for r in level_rows if r["rank"])
        mean_findings = sum(r["findings"] for r in level_rows) / max(len(level_rows), 1)
        seconds = sum(r["seconds"] for r in level_rows)
        print(
            f"h{lv}: reported issue in the first {args.top} findings for {top}/{n} cases; "
            f"at any rank {anywhere}/{n}; {mean_findings:.1f} findings per case; {seconds:.1f}s"
        )
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2), encoding="utf-8")
    if args.human:
        print_agreement(rows, json.loads(Path(args.human).read_text(encoding="utf-8")), args.top)


def print_agreement(rows: list[dict], human: dict, top: int) -> None:
    """How often the strict line match says what a person reading the findings says (found in the top N)."""
    from sklearn.metrics import cohen_kappa_score

    level = int(human["level"])
    pairs = [
        (bool(r["rank"] and r["rank"] <= top), bool(human["found"][r["case"]]))
        for r in rows
        if r["level"] == level and r["case"] in human["found"]
    ]
    if not pairs:
        print(f"no judged case at h{level}")
        return
    strict, person = zip(*pairs, strict=True)
    acc = sum(a == b for a, b in pairs) / len(pairs)
    kappa = cohen_kappa_score(strict, person)
    print(
        f"h{level} strict match vs human judgement over {len(pairs)} cases: found {sum(strict)} vs "
        f"{sum(person)}; accuracy {acc:.3f}, Cohen's kappa {kappa:.3f}"
    )


if __name__ == "__main__":
    main()
