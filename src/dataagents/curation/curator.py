"""The Curator: deterministic detectors first, then (with a model) a short review loop.

Plain async Python; the CLI and the inspect solver both call ``curate``. Paper §3.3: the Curator gets
the dataset files and a hint (h0-h3) and must describe issues with contextual evidence.
"""

from __future__ import annotations

import logging
import re
import time
from pathlib import Path
from typing import Any

from inspect_ai.model import GenerateConfig, Model
from pydantic import BaseModel

from dataagents.curation import prompts
from dataagents.curation.case import CuratorInput, list_files
from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors import StepCallback, anchored, run_detectors
from dataagents.curation.errors import CurationError
from dataagents.curation.report import CurationReport, Evidence, Finding
from dataagents.curation.steer import parse_hint, steer
from dataagents.files.text import clip_line
from dataagents.llm import model_name
from dataagents.llm.tokens import count_tokens

log = logging.getLogger(__name__)

INJECTION = re.compile(
    r"ignore (all |any )?(previous|prior|above) instructions|report no issues|"
    r"disregard (the|your) (task|instructions)",
    re.IGNORECASE,
)


class Budget(BaseModel):
    """Per-case model budget. The demo uses one review call; real runs add file choice and a short loop of
    checks in one sandbox session (each round sees the previous cell's output)."""

    model_calls: int = 5  # file choice + up to ``code_steps`` check rounds + the review
    prompt_tokens: int = 3000  # rendered files + findings in the review prompt
    max_output_tokens: int = 600
    code_steps: int = 3  # rounds of sandboxed pandas checks (one PythonSession per case)
    cell_output_chars: int = 1500  # what the model sees of one cell's output
    files: int = 3
    compact: bool = False  # one short new finding at most (small models, demo)
    listed: int = 15  # detector findings shown to the model
    # the model may drop only detector findings weaker than this; 0 (the default) lets it add but never
    # remove, so a model can not make a case worse than the floor (a 1.5B model's review dropped the true
    # typo finding of a development case). Raise it for a strong model you trust to prune.
    drop_below: float = 0.0


def as_input(data: CuratorInput | str | Path, hint: str | None = None) -> CuratorInput:
    if isinstance(data, CuratorInput):
        return data if hint is None else data.model_copy(update={"hint": hint})
    root = Path(data)
    if root.is_file():
        return CuratorInput(
            root=root.parent, files=[f for f in list_files(root.parent) if f.name == root.name], hint=hint
        )
    if not root.is_dir():
        raise CurationError(f"{root}: no such file or folder", hint="pass a dataset folder or file")
    return CuratorInput(root=root, files=list_files(root), hint=hint)


def rank(findings: list[Finding], inp: CuratorInput, view: DatasetView | None = None) -> list[Finding]:
    """Hint-steered order (``steer``): findings about what the hint names first, then by confidence; a
    quoted hint text that no finding covers adds a hint-located lead."""
    return steer(findings, inp.hint, view if view is not None else DatasetView(inp.root, inp.files))


async def curate(
    data: CuratorInput | str | Path,
    *,
    model: Model | None = None,
    hint: str | None = None,
    budget: Budget | None = None,
    on_step: StepCallback | None = None,
) -> CurationReport:
    """Find issues in a dataset. ``model=None`` runs the deterministic floor only; ``on_step`` hears each
    detector start (progress on large folders)."""
    inp = as_input(data, hint)
    budget = budget or Budget()
    t0 = time.monotonic()
    view = DatasetView(inp.root, inp.files)
    findings, errors, notes = run_detectors(view, on_step=on_step)
    findings += _injection_findings(view)
    if model is not None:
        try:
            findings, more = await _model_loop(inp, view, findings, model, budget)
            notes += more
        except Exception as err:  # the floor's findings survive any model failure
            log.warning("model loop failed: %s", err, exc_info=True)
            notes.append(
                f"model step failed, deterministic findings kept: {type(err).__name__}: {str(err)[:200]}"
            )
    # every quote located in its file (injection and model findings too), with its line
    findings = [anchored(f, view) for f in findings]
    notes.append(f"curated {len(inp.files)} files in {time.monotonic() - t0:.2f}s")

    ranked = rank(findings, inp, view)
    # the model adds, it never demotes: every finding of the floor keeps the rank it has without the model (on
    # the development set, added findings ranked above the hinted issue in 2 of 12 cases)
    ranked = [f for f in ranked if not _added_by_model(f)] + [f for f in ranked if _added_by_model(f)]
    return CurationReport(findings=ranked, errors=errors, model=model_name(model), hint=inp.hint, notes=notes)


def _added_by_model(finding: Finding) -> bool:
    return finding.detector is None and not finding.hint_located


def _injection_findings(view: DatasetView) -> list[Finding]:
    """Text that tries to instruct an AI reader is itself an issue worth reporting."""
    out = []
    for name in view.doc_names() + view.script_names():
        doc = view.text(name)
        if doc is None:
            continue
        for i, ln in enumerate(doc.lines):
            if INJECTION.search(ln):
                out.append(
                    Finding(
                        title=f"Instruction-like text aimed at automated readers in {name}",
                        description="The file contains text telling an AI/automated reader to ignore its "
                        "instructions or hide issues; it was treated as data and reported.",
                        tags=["document-problem", "wrong-info"],
                        severity=0.4,
                        evidence=[Evidence(file=name, location=f"line {i + 1}", context=ln.strip())],
                        suggested_fix="remove the instruction-like text",
                        detector="prompt_injection",
                    )
                )
                break
    return out


WINDOW_RADIUS = 3  # lines shown either side of a lead line
MAX_LEADS_PER_FILE = 6


def lead_lines(findings: list[Finding], name: str) -> list[int]:
    """1-based lines of ``name`` that the ranked findings (hint-matched first) point at, best first."""
    out: list[int] = []
    for f in findings:
        for e in f.evidence:
            if e.file == name and e.line is not None and e.line not in out:
                out.append(e.line)
    return out[:MAX_LEADS_PER_FILE]


def render_files(
    view: DatasetView, names: list[str], budget_tokens: int, findings: list[Finding] | None = None
) -> str:
    """Numbered excerpts of the chosen files inside <file> data blocks, within a token budget. A file
    with leads (lines the hint or the detectors point at) shows windows around those lines, after its
    header line; a file without leads shows the budgeted overview (schema, sample rows, head)."""
    per_file = max(200, budget_tokens // max(1, len(names)))
    blocks = []
    for name in names:
        leads = lead_lines(findings or [], name)
        body = _render_windows(view, name, leads, per_file) if leads else _render_one(view, name, per_file)
        blocks.append(f'<file name="{name}">\n{body}\n</file>')
    text = "\n".join(blocks)
    while count_tokens(text) > budget_tokens and len(text) > 400:
        text = text[: int(len(text) * 0.8)]
    return text


def _render_windows(view: DatasetView, name: str, leads: list[int], budget_tokens: int) -> str:
    """Line 1 (a table's header) and ``WINDOW_RADIUS`` lines around each lead, numbered as in the file,
    best lead first, until the budget is spent."""
    doc = view.text(name)
    if doc is None:
        return f"(binary or unreadable file, {view.size(name)} bytes)"
    lines = doc.lines
    shown: set[int] = set()
    parts: list[str] = []
    used = 0
    wanted = [1] + [n for lead in leads for n in range(lead - WINDOW_RADIUS, lead + WINDOW_RADIUS + 1)]
    for n in wanted:
        if n < 1 or n > len(lines) or n in shown:
            continue
        piece = f"{n}: {clip_line(lines[n - 1], 300)}"
        used += len(piece) // 4 + 1
        if used > budget_tokens:
            break
        shown.add(n)
    prev = 0
    for n in sorted(shown):
        if n > prev + 1:
            parts.append("...")
        parts.append(f"{n}: {clip_line(lines[n - 1], 300)}")
        prev = n
    if prev < len(lines):
        parts.append(f"... ({len(lines)} lines in all)")
    return "\n".join(parts)


def _render_one(view: DatasetView, name: str, budget_tokens: int) -> str:
    try:
        from dataagents.files import render  # the files room's budgeted renderer, when present

        return render(view.path(name), budget_tokens=budget_tokens)
    except (ImportError, AttributeError):
        pass
    except Exception as err:  # an unreadable file is described, not fatal
        return f"(cannot render: {err})"
    doc = view.text(name)
    if doc is None:
        return f"(binary or unreadable file, {view.size(name)} bytes)"
    lines, out, used = doc.lines, [], 0
    for i, ln in enumerate(lines):
        piece = f"{i + 1}: {ln[:300]}"
        used += len(piece) // 4 + 1
        if used > budget_tokens:
            out.append(f"... ({len(lines) - i} more lines)")
            break
        out.append(piece)
    return "\n".join(out)


def pick_files(inp: CuratorInput, view: DatasetView, findings: list[Finding], limit: int) -> list[str]:
    """Deterministic choice: files the hint names, then files with findings, then docs, then smallest."""
    names = view.names()
    named = parse_hint(inp.hint, view).files
    order: list[str] = [n for n in names if n in named]
    order += [e.file for f in findings[:6] for e in f.evidence if e.file in names]
    order += view.doc_names() + sorted(names, key=view.size)
    out: list[str] = []
    for n in order:
        if n not in out:
            out.append(n)
    return out[:limit]


async def _model_loop(
    inp: CuratorInput, view: DatasetView, findings: list[Finding], model: Model, budget: Budget
) -> tuple[list[Finding], list[str]]:
    # looked up on the door when called, so a test can watch every prompt (tests/curation/test_curator.py)
    from dataagents.llm import StructuredOutputError, generate_object

    notes: list[str] = []
    cfg = GenerateConfig(max_tokens=budget.max_output_tokens, temperature=0.0)
    calls = 0
    ranked = rank(findings, inp, view)
    files = pick_files(inp, view, ranked, budget.files)
    if len(view.names()) > budget.files and calls < budget.model_calls - 1 and not inp.hint:
        choice = await generate_object(
            model,
            prompts.choose_files_prompt(inp, budget.files),
            prompts.FileChoice,
            system=prompts.SYSTEM,
            config=cfg,
        )
        calls += 1
        chosen = [f for f in choice.files if f in view.names()]
        files = (chosen + [f for f in files if f not in chosen])[: budget.files]
    rendered = render_files(view, files, budget.prompt_tokens, ranked)
    code_output = ""
    rounds = min(budget.code_steps, budget.model_calls - 1 - calls)  # one call stays for the review
    if rounds > 0:
        code_output, used = await _check_loop(inp, view, rendered, model, cfg, rounds, budget, notes)
        calls += used
    shown = ranked[: budget.listed]
    schema = prompts.CompactReview if budget.compact else prompts.Review
    try:
        review = await generate_object(
            model,
            prompts.review_prompt(
                inp,
                rendered,
                shown,
                code_output,
                context_chars=80 if budget.compact else 160,
                compact=budget.compact,
            ),
            schema,
            system=prompts.SYSTEM,
            config=cfg,
        )
    except StructuredOutputError as err:
        # an answer cut off at the token limit (a run-away list, a long quote) keeps its complete part;
        # the full review's part is kept only if it holds a finding, else the short form may do better
        kept = prompts.salvage(err.raw, schema, lambda r: budget.compact or bool(r.new_findings))
        if kept is not None:
            notes.append(f"review cut off ({err.message[:60]}); its complete part kept")
            review = kept
        elif budget.compact:
            raise
        else:
            # a small model often runs out of tokens before the full review's JSON closes: ask once more
            # for the short form (at most one new finding, shorter quotes) rather than lose the review
            notes.append(f"full review unusable ({err.message[:80]}); asked for the short form")
            calls += 1
            review = await _short_review(
                model,
                prompts.review_prompt(inp, rendered, shown, code_output, context_chars=80, compact=True),
                cfg,
                notes,
            )
    calls += 1
    keep = _apply_drops(ranked, shown, review.drop, notes, budget.drop_below)
    keep += _verified(review.new_findings, view, notes)
    notes.append(f"model calls: {calls}")
    return keep, notes


async def _short_review(
    model: Model, prompt: str, cfg: GenerateConfig, notes: list[str]
) -> prompts.CompactReview:
    # looked up on the door when called, so a test can watch every prompt (tests/curation/test_curator.py)
    from dataagents.llm import StructuredOutputError, generate_object

    try:
        return await generate_object(model, prompt, prompts.CompactReview, system=prompts.SYSTEM, config=cfg)
    except StructuredOutputError as err:
        kept = prompts.salvage(err.raw, prompts.CompactReview)
        if kept is None:
            raise
        notes.append(f"short review cut off ({err.message[:60]}); its complete part kept")
        return kept


def _apply_drops(
    ranked: list[Finding], shown: list[Finding], drop: list[int], notes: list[str], drop_below: float = 0.6
) -> list[Finding]:
    """Drop model-rejected detector findings, except strong ones; a drop-everything answer is ignored
    (that is what an injected "report no issues" looks like)."""
    idx = {i for i in drop if 0 <= i < len(shown)}
    if shown and len(idx) == len(shown):
        notes.append("model asked to drop every finding; ignored")
        return list(ranked)
    dropped = {id(shown[i]) for i in idx if shown[i].severity < drop_below}
    if dropped:
        notes.append(f"model dropped {len(dropped)} weak detector finding(s)")
    return [f for f in ranked if id(f) not in dropped]


def _verified(
    new: list[prompts.ModelFinding] | list[prompts.CompactFinding], view: DatasetView, notes: list[str]
) -> list[Finding]:
    """Keep a model finding only if its quote is really in the named file (verbatim evidence rule)."""
    out = []
    names = view.names()
    for mf in new:
        name = (
            mf.file
            if mf.file in names
            else next((n for n in names if Path(n).name == Path(mf.file).name), None)
        )
        doc = view.text(name) if name else None
        quote = _salvage_quote(mf.quote, doc.text) if doc is not None else ""
        if doc is None or len(quote) < 3:
            notes.append(f"model finding '{mf.title[:60]}' dropped: file not found")
            continue
        line = next((i for i, ln in enumerate(doc.lines) if quote in ln), None)
        if line is None and quote not in doc.text:
            notes.append(f"model finding '{mf.title[:60]}' dropped: quote not in {name}")
            continue
        loc = f"line {line + 1}" if line is not None else "text"
        out.append(
            Finding(
                title=mf.title,
                description=mf.description,
                tags=mf.tags,
                severity=0.55,
                evidence=[Evidence(file=name, location=loc, context=quote)],
            )
        )
    return out


_QUOTED = re.compile(r"""'([^']{3,})'|"([^"]{3,})"|`([^`]{3,})`""")


def _salvage_quote(quote: str, text: str) -> str:
    """The model's quote if it is verbatim; else a quoted part of it that is (small models often wrap the
    excerpt as ``README.rst line 52: '...'``). Never invents text: the result is in ``text`` or is ''."""
    quote = quote.strip()
    if quote and quote in text:
        return quote
    parts = [next(g for g in m.groups() if g) for m in _QUOTED.finditer(quote)]
    parts += [quote.split(": ", 1)[1]] if ": " in quote else []
    for part in sorted(parts, key=len, reverse=True):
        if len(part.strip()) >= 3 and part.strip() in text:
            return part.strip()
    return quote


SESSION_SETUP = "import numpy as np\nimport pandas as pd"
SESSION_LIMITS_S = 20  # per cell; a slow check is stopped and reported, never hangs the case
MAX_COPY_BYTES = 50_000_000  # larger files stay out of the session workspace ...
MAX_COPY_TOTAL = 200_000_000  # ... and so do files past this total (smallest files go in first)


def _session_files(view: DatasetView) -> dict[str, Path]:
    """The case files, by their names relative to the dataset root, as the session workspace gets them."""
    out: dict[str, Path] = {}
    total = 0
    for n in sorted(view.names(), key=view.size):
        size = view.size(n)
        if size >= MAX_COPY_BYTES or total + size > MAX_COPY_TOTAL:
            break
        out[n] = view.path(n)
        total += size
    return out


def _cell_text(res: Any, cap: int) -> tuple[str, bool]:
    """A cell's output for the model: stdout, plus the error tail when it failed; capped."""
    out = res.stdout or ""
    failed = bool(res.exit_code) or bool(res.timed_out) or res.killed_reason is not None
    if failed:
        why = "timed out" if res.timed_out else (res.killed_reason or f"exit code {res.exit_code}")
        out = f"{out[-cap // 3 :]}\nERROR ({why}):\n{(res.stderr or '')[-(cap // 2) :]}".strip()
    if len(out) > cap:
        out = out[:cap] + f"\n... (output truncated at {cap} characters)"
    return out, failed


async def _check_loop(
    inp: CuratorInput,
    view: DatasetView,
    rendered: str,
    model: Model,
    cfg: GenerateConfig,
    rounds: int,
    budget: Budget,
    notes: list[str],
) -> tuple[str, int]:
    """Up to ``rounds`` model-written checks in ONE sandbox ``PythonSession`` (variables persist between
    cells). Each round shows the model the previous cell's code and truncated output; it writes another
    check or stops. A failing cell is shown back once; a second failure ends the loop. Never raises for
    the sandbox: the case keeps its report. Returns (outputs for the review prompt, model calls used)."""
    import asyncio

    # looked up on the door when called, so a test can watch every prompt (tests/curation/test_curator.py)
    from dataagents.llm import generate_object

    try:
        # imported when first needed: it loads more of the package, which importing this module does not
        from dataagents.sandbox import Limits, PythonSession
    except ImportError:
        notes.append("sandbox not available: code steps skipped")
        return "", 0
    session = None
    outputs: list[str] = []
    last: tuple[str, str, bool] | None = None  # previous cell: code, output, failed
    failures = calls = 0
    try:
        for i in range(rounds):
            step = await generate_object(
                model,
                prompts.code_prompt(inp, rendered, previous=last, round_no=i + 1, rounds=rounds),
                prompts.CodeStep,
                system=prompts.SYSTEM,
                config=cfg,
            )
            calls += 1
            code = step.code.strip()
            if step.done or not code:
                notes.append(f"model stopped checking after {i} cell(s)")
                break
            if session is None:
                try:
                    session = await asyncio.to_thread(
                        PythonSession,
                        files=_session_files(view),
                        limits=Limits(timeout_s=SESSION_LIMITS_S, memory_mb=1024, cpu_s=SESSION_LIMITS_S),
                        preload=("numpy", "pandas"),
                    )
                except Exception as err:  # SandboxError or a copy failure: the floor's report stands
                    notes.append(f"sandbox session failed to start: {str(err)[:200]}")
                    break
                # preload imports the modules but binds no names; the prompt promises pd and np
                bound = await asyncio.to_thread(session.execute, SESSION_SETUP)
                if bound.exit_code:
                    notes.append(f"sandbox setup failed: {(bound.stderr or '')[-200:]}")
            try:
                res = await asyncio.to_thread(session.execute, code)
            except Exception as err:
                notes.append(f"sandbox cell failed: {str(err)[:200]}")
                break
            text, failed = _cell_text(res, budget.cell_output_chars)
            outputs.append(f"[cell {i + 1}{' error' if failed else ''}]\n{text}")
            last = (code, text, failed)
            if failed:
                failures += 1
                notes.append(f"check cell {i + 1} failed ({text.splitlines()[-1][:120] if text else ''})")
                if failures > 1:  # the error was shown back once; do not spend the budget on repairs
                    break
        notes.append(f"sandbox cells run: {len(outputs)}")
    finally:
        if session is not None:
            await asyncio.to_thread(session.close)
    joined = "\n".join(outputs)
    cap = budget.cell_output_chars
    return (joined if len(joined) <= cap else joined[-cap:]), calls
