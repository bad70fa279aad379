"""The two DSBench analysis agents: the paper's ``model-only`` baseline and our sandboxed ``analyst``.

Both are plain async functions returning an ``AnalysisAnswer``; the inspect solver and the ``analyze``
command call them. Generated code runs only in ``dataagents.sandbox.PythonSession``.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

from inspect_ai.model import ChatMessageUser, ContentImage, ContentText, GenerateConfig, Model
from pydantic import BaseModel, Field

from dataagents.datascience.analysis.answers import (
    check_answer,
    extract_option,
    parse_number,
    question_options,
)
from dataagents.datascience.analysis.errors import AnalysisError
from dataagents.datascience.analysis.floor import (
    FloorAnswer,
    answer_by_rules,
    grids_from_csv,
    grids_from_views,
)
from dataagents.datascience.analysis.metrics import cost_usd
from dataagents.datascience.analysis.prompts import (
    ANALYST_RETRY,
    ANALYST_SYSTEM,
    ANALYST_TASK,
    MODEL_ONLY_PROMPT,
)
from dataagents.datascience.analysis.release import guard_files
from dataagents.datascience.analysis.workbook import (
    SANDBOX_LOADER,
    WorkbookView,
    read_workbook_view,
    render_workbook,
    workbook_values_payload,
)
from dataagents.llm import ModelError, StructuredOutputError, generate_object, generate_text
from dataagents.llm.tokens import count_tokens, seed_tiktoken_cache
from dataagents.sandbox import Limits, PythonSession

AGENTS = ("model-only", "analyst")


class AnalysisInput(BaseModel):
    """A = G(I, D, Q) (DSBench §2.1.2): introduction, data files, question."""

    introduction: str
    question: str
    files: list[Path] = Field(default_factory=list)


class Step(BaseModel):
    kind: str  # "inspect", "code", "check", "answer", "rule" (the deterministic floor)
    plan: str | None = None  # the model's stated plan for this code step
    code: str | None = None
    output: str = ""
    ok: bool = True


# How far an answer can be trusted. ``verified``: a check passed (two independent derivations agree, or
# the computed value equals a multiple-choice option to its precision). ``unverified``: one derivation
# only (a rule, or the model's code or reply) with nothing to confirm it. ``guess``: an option picked
# without a computation. ``abstained``: no answer, ``reason`` says why.
AnswerStatus = Literal["verified", "unverified", "guess", "abstained"]


class AnalysisAnswer(BaseModel):
    agent: str
    answer: str | None  # what is scored; None = no answer (scored wrong)
    no_answer: bool = False
    status: AnswerStatus = "abstained"
    checks: list[str] = Field(default_factory=list)  # what was checked, passed or not
    reason: str | None = None
    response: str | None = None  # the model's full reply (model-only)
    workbook_summary: str = ""
    inspection: str = ""
    notes: list[str] = Field(default_factory=list)  # unreadable workbooks, images not shown, …
    steps: list[Step] = Field(default_factory=list)
    model_calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0
    time_s: float = 0.0


@dataclass
class AgentConfig:
    context_tokens: int = 8192  # the model's context window; prompts are cut to fit
    max_answer_tokens: int = 1024  # model-only reply length (the paper sets none; bounded here)
    summary_budget: int = 1500  # analyst: tokens for the workbook overview
    max_rounds: int = 3  # analyst: code attempts (first try + self-debug rounds)
    max_code_tokens: int = 600
    exec_timeout_s: float = 60.0
    vision: bool = False  # attach images for vision-capable models


# ---------------------------------------------------------------- shared helpers
def _count(text: str) -> int:
    return count_tokens(text)


def _truncate_front(text: str, max_tokens: int) -> str:
    """Keep the last ``max_tokens`` tokens (the release's truncate_text keeps the end: the question)."""
    seed_tiktoken_cache()
    import tiktoken

    enc = tiktoken.get_encoding("o200k_base")
    ids = enc.encode(text, disallowed_special=())
    return text if len(ids) <= max_tokens else enc.decode(ids[-max_tokens:])


def _truncate_back(text: str, max_tokens: int) -> str:
    """Keep the first ``max_tokens`` tokens (an overview keeps its start: sheet list, headers)."""

    seed_tiktoken_cache()
    import tiktoken

    enc = tiktoken.get_encoding("o200k_base")
    ids = enc.encode(text, disallowed_special=())
    return text if len(ids) <= max_tokens else enc.decode(ids[:max_tokens]) + "\n… (cut to fit the model)"


# Prompts are sized with o200k; a local model's tokenizer may count more (Qwen splits numbers into single
# digits, so a sheet of numbers runs ~1.5x longer). A rejected prompt is cut and sent again.
_FIT_ATTEMPTS = 3
_FIT_SHRINK = 0.6


def _too_long(err: Exception) -> bool:
    return getattr(err, "kind", None) == "rejected" and "too long" in str(err)


_VIEWS: dict[tuple[str, int, int], WorkbookView] = {}  # a challenge's questions share its workbooks


def _view(path: Path) -> WorkbookView:
    st = path.stat()
    key = (str(path.resolve()), st.st_mtime_ns, st.st_size)
    if key not in _VIEWS:
        if len(_VIEWS) > 32:
            _VIEWS.clear()
        _VIEWS[key] = read_workbook_view(path)
    return _VIEWS[key]


def _read_views(files: list[Path], notes: list[str]) -> list[WorkbookView]:
    """Every readable workbook; a broken one is noted and skipped (the others still serve)."""
    views = []
    for f in files:
        if f.suffix.lower() not in (".xlsx", ".xlsm", ".xlsb", ".xls"):
            continue
        try:
            views.append(_view(f))
        except AnalysisError as err:
            notes.append(str(err))
    return views


def _images(files: list[Path]) -> list[Path]:
    return [f for f in files if f.suffix.lower() in (".png", ".jpg", ".jpeg")]


def _csv_text(files: list[Path], budget: int, notes: list[str]) -> str:
    parts = []
    for f in files:
        if f.suffix.lower() == ".csv":
            try:
                # imported when first needed: it loads pandas, which importing this module does not
                from dataagents.files import render

                parts.append(render(f, budget_tokens=budget))
            except Exception as err:  # FileReadError and friends: note and go on
                notes.append(f"cannot read {f.name}: {err}")
    return "\n".join(parts)


class _Meter:
    def __init__(self, model: Model | None) -> None:
        self.model = model
        self.calls = self.input_tokens = self.output_tokens = 0

    def add(self, prompt: str, reply: str) -> None:
        self.calls += 1
        self.input_tokens += _count(prompt)
        self.output_tokens += _count(reply)

    def fill(self, out: AnalysisAnswer, start: float) -> AnalysisAnswer:
        out.model_calls, out.input_tokens, out.output_tokens = (
            self.calls,
            self.input_tokens,
            self.output_tokens,
        )
        out.cost_usd = cost_usd(
            str(self.model) if self.model else None, self.input_tokens, self.output_tokens
        )
        out.time_s = time.perf_counter() - start
        return out


def floor_answer(question: str, views: list[WorkbookView], files: list[Path]) -> FloorAnswer:
    """The deterministic rules' answer (``floor.py``) over every workbook and CSV."""
    grids = grids_from_views(views)
    for f in files:
        if f.suffix.lower() == ".csv":
            grids += grids_from_csv(f)
    got = answer_by_rules(question, grids)
    if got.answer is None or got.guessed:  # a hypothetical on a model's input: recalculate, then answer
        # the formulas package (a workbook recalculation engine) loads only for a what-if question
        from dataagents.datascience.analysis.whatif import what_if

        return what_if(question, views) or got
    return got


def _record_rule(out: AnalysisAnswer, got: FloorAnswer) -> None:
    detail = "; ".join(got.evidence)
    out.steps.append(Step(kind="rule", plan=got.rule, output=f"{got.answer} ({got.reason or detail})"))


def apply_floor(
    out: AnalysisAnswer,
    question: str,
    views: list[WorkbookView],
    files: list[Path],
    got: FloorAnswer | None = None,
) -> None:
    """No model: answer by the deterministic rules (``floor.py``) or record why they abstain."""
    got = got or floor_answer(question, views, files)
    _record_rule(out, got)
    if got.answer is None:
        out.no_answer, out.status = True, "abstained"
        out.reason = f"no model, and the rules abstain: {got.reason}"
        return
    out.answer = got.answer
    out.reason = f"deterministic floor, rule {got.rule}" + (f": {got.reason}" if got.reason else "")
    if got.guessed:
        out.status = "guess"
        out.notes.append("multiple-choice option guessed without a computation (no model, no rule)")
    elif got.option_exact:
        out.status = "verified"
        out.checks.append(f"rule {got.rule}: the computed value equals option {got.answer} (passed)")
    else:
        out.status = "unverified"
        out.checks.append(f"rule {got.rule}: one derivation from the workbook's labels, not cross-checked")


# ---------------------------------------------------------------- model-only
async def model_only(
    inp: AnalysisInput, model: Model | None, config: AgentConfig | None = None
) -> AnalysisAnswer:
    """The paper's vanilla-model baseline: Appendix C prompt with the workbook as text, cut to context."""
    cfg = config or AgentConfig()
    start = time.perf_counter()
    files = guard_files(list(inp.files))
    notes: list[str] = []
    views = _read_views(files, notes)
    fixed = MODEL_ONLY_PROMPT.format(introduction=inp.introduction, excel="", question=inp.question)
    room = max(cfg.context_tokens - cfg.max_answer_tokens - _count(fixed) - 16, 64)
    excel = "\n\n".join(render_workbook(v, budget_tokens=room // max(1, len(views))) for v in views)
    csv = _csv_text(files, room // 4, notes)
    if csv:
        excel = f"{excel}\n\n{csv}".strip()
    images = _images(files)
    if images and not cfg.vision:
        notes.append(f"image(s) present but not shown (text-only model): {', '.join(i.name for i in images)}")
        excel += "\n" + "\n".join(f"[image {i.name} present; not shown]" for i in images)
    prompt = MODEL_ONLY_PROMPT.format(introduction=inp.introduction, excel=excel, question=inp.question)
    prompt = _truncate_front(prompt, cfg.context_tokens - cfg.max_answer_tokens)
    out = AnalysisAnswer(agent="model-only", answer=None, workbook_summary=excel, notes=notes)
    meter = _Meter(model)
    if model is None:  # the same deterministic floor as the analyst's, so `--model none` is comparable
        apply_floor(out, inp.question, views, files)
        return meter.fill(out, start)

    limit = cfg.context_tokens - cfg.max_answer_tokens
    for attempt in range(_FIT_ATTEMPTS):
        content: list[Any] = [ContentText(text=prompt)]
        if cfg.vision:
            content += [ContentImage(image=str(i)) for i in images]
        try:
            reply = await generate_text(
                model,
                [ChatMessageUser(content=content)],
                config=GenerateConfig(temperature=0, max_tokens=cfg.max_answer_tokens),  # greedy, Appendix A
            )
            break
        except ModelError as err:
            if not _too_long(err) or attempt == _FIT_ATTEMPTS - 1:
                raise
            limit = int(limit * _FIT_SHRINK)
            prompt = _truncate_front(prompt, limit)
            out.notes.append(f"prompt too long for the model's own tokenizer; cut to {limit} tokens")
    meter.add(prompt, reply)
    out.response = reply
    out.answer = reply.strip() or None
    out.no_answer = out.answer is None
    out.status = "abstained" if out.no_answer else "unverified"
    out.reason = "empty model reply" if out.no_answer else "model reply, not checked against the data"
    return meter.fill(out, start)


# ---------------------------------------------------------------- analyst
class AnalystStep(BaseModel):
    plan: str = ""
    code: str


_INSPECT = r"""
for _name, _df in sheets.items():
    print(f"sheets[{_name!r}]: {_df.shape[0]} rows x {_df.shape[1]} cols")
for _ref, _df in tables.items():
    _cols = [str(c) for c in _df.columns][:12]
    print(f"tables[{_ref!r}]: {_df.shape[0]} rows; columns {_cols}")
    for _c in list(_df.columns)[:8]:
        _s = pd.to_numeric(_df[_c], errors="coerce")
        if _s.notna().sum() >= max(2, len(_df) // 2):
            print(f"    {str(_c)[:30]!r}: numeric {_s.min():g}..{_s.max():g}, {int(_df[_c].isna().sum())} blank")
if named_ranges:
    print("named_ranges:", dict(list(named_ranges.items())[:15]))
if named_values:
    print("named_values:", dict(list(named_values.items())[:15]))
if df_name:
    print(f"df = tables[{df_name!r}].copy(): {df.shape[0]} rows; columns {[str(c) for c in df.columns][:12]}")
"""

# The "check data" probe (MetaGPT Data Interpreter): after a step, show every DataFrame it made or changed.
_SNAPSHOT = "_before = {k: (id(v), v.shape) for k, v in globals().items() if isinstance(v, pd.DataFrame)}"
_CHECK = r"""
for _k, _v in list(globals().items()):
    if isinstance(_v, pd.DataFrame) and not _k.startswith("_") and _before.get(_k) != (id(_v), _v.shape):
        print(f"{_k}: shape {_v.shape}, blanks {int(_v.isna().sum().sum())}, columns {list(_v.columns)[:12]}")
        print(_v.head(2).to_string()[:300])
"""
_GET_ANSWER = r"""
import json as _j
try:
    answer
except NameError:
    print("__NO_ANSWER__")
else:
    print("__ANSWER__" + _j.dumps(answer, default=str))
"""


def format_answer(raw: Any, question: str) -> str:
    """Answer in the question's format: one option letter for multiple choice, else the value as text."""
    if isinstance(raw, dict):
        return json.dumps(raw)
    text = str(raw).strip()
    options = question_options(question)
    if options:
        letter = extract_option(text, question)
        if letter is None:
            num = parse_number(text)
            for key, value in options.items():
                opt = parse_number(value)
                if (
                    num is not None
                    and opt is not None
                    and abs(num.value - opt.value) <= 1e-9 * max(1, abs(opt.value))
                ):
                    letter = key
                    break
                if text.casefold() == value.casefold():
                    letter = key
                    break
        if letter is not None:
            return letter
    if isinstance(raw, float):
        return f"{raw:.10g}"
    return text


def _tail(text: str, n: int = 1500) -> str:
    """Errors keep their end (the exception); see ``_head`` for successful output."""
    return text if len(text) <= n else "…" + text[-n:]


def _head(text: str, n: int = 1500) -> str:
    return text if len(text) <= n else text[:n] + "…"


async def analyst(
    inp: AnalysisInput, model: Model | None, config: AgentConfig | None = None
) -> AnalysisAnswer:
    """Inspect the workbook in a sandbox session, then write/run/debug pandas code for bounded rounds.

    With no model: the deterministic floor (``floor.py``) answers what its rules decide, else a recorded
    "no answer" with the rules' reason, the workbook summary and the inspection.
    """
    cfg = config or AgentConfig()
    start = time.perf_counter()
    files = guard_files(list(inp.files))
    notes: list[str] = []
    views = _read_views(files, notes)
    summary = "\n\n".join(
        render_workbook(v, budget_tokens=cfg.summary_budget // max(1, len(views))) for v in views
    )
    images = _images(files)
    if images:
        notes.append(f"image(s) present, not read by the analyst: {', '.join(i.name for i in images)}")
    out = AnalysisAnswer(agent="analyst", answer=None, workbook_summary=summary, notes=notes)
    meter = _Meter(model)
    session_files: dict[str, Any] = {
        f.name: f for f in files if f.suffix.lower() not in (".png", ".jpg", ".jpeg")
    }
    for v in views:
        session_files[f"{v.path.stem}.values.json"] = json.dumps(workbook_values_payload(v))
    limits = Limits(timeout_s=cfg.exec_timeout_s, memory_mb=2048)
    with PythonSession(files=session_files, limits=limits, preload=("pandas",)) as session:
        loaded = session.execute(SANDBOX_LOADER + _INSPECT, timeout_s=cfg.exec_timeout_s)
        out.inspection = loaded.stdout.strip() if loaded.ok else _tail(loaded.stderr)
        out.steps.append(Step(kind="inspect", output=out.inspection, ok=loaded.ok))
        rule = floor_answer(inp.question, views, files)
        if model is None or (rule.answer is not None and rule.option_exact):
            # An option equal to the computed value confirms it: the model could only add doubt.
            apply_floor(out, inp.question, views, files, rule)
            if model is not None:
                out.reason = (out.reason or "") + "; model not called: the rule's value is an option"
            return meter.fill(out, start)
        _record_rule(out, rule)
        if rule.answer is not None and not rule.guessed:
            # The model's code only cross-checks an answer the rules already computed: fewer rounds.
            cfg = replace(cfg, max_rounds=min(cfg.max_rounds, 2))
        await _solve(inp, model, cfg, session, summary, out, meter)
    _reconcile(out, rule, inp.question)
    if out.answer is None:
        await _direct_reply(inp, model, cfg, summary, out, meter)
    return meter.fill(out, start)


def _reconcile(out: AnalysisAnswer, rule: FloorAnswer, question: str) -> None:
    """Set the answer and its status from the model's code answer (``out.answer``) and the rules'.

    Two independent derivations that agree verify each other. When they disagree the rule's answer
    is kept (it reads the value at labels the question names; a small model's code more often
    picks a wrong column), and both are recorded so that a reader can see the doubt.
    """
    code_answer = out.answer
    computed = rule.answer is not None and not rule.guessed
    options = question_options(question)
    if code_answer is not None and options and code_answer not in options:
        # A multiple-choice answer that is no option is wrong whatever it is: not an answer to keep.
        out.checks.append(f"the model's code gave {code_answer!r}, which is none of the options (failed)")
        out.answer = code_answer = None
    if code_answer is not None and computed:
        agree = check_answer(code_answer, rule.answer, question).correct
        if agree:
            # The rule's text follows the question's form (decimals asked, a % sign); the values agree.
            out.answer, out.status, out.no_answer = rule.answer, "verified", False
            out.checks.append(f"the model's code and rule {rule.rule} agree on {rule.answer} (passed)")
            out.reason = f"model code and rule {rule.rule} agree"
            return
        out.checks.append(
            f"the model's code gave {code_answer!r}, rule {rule.rule} gave {rule.answer!r} (failed: they differ)"
        )
        out.answer, out.status, out.no_answer = rule.answer, "unverified", False
        out.reason = f"rule {rule.rule} kept over the model's code answer {code_answer!r}; they differ"
        return
    if code_answer is not None:
        out.status, out.no_answer = "unverified", False
        out.checks.append("the model's code ran and set `answer`; no rule to cross-check it")
        out.reason = "model code answer, not cross-checked"
        return
    if computed:
        out.answer, out.status, out.no_answer = rule.answer, "unverified", False
        out.checks.append(f"rule {rule.rule}: one derivation, the model's code gave no answer")
        out.reason = f"rule {rule.rule}; the model's code gave no answer"
        return
    if rule.guessed:
        out.answer, out.status, out.no_answer = rule.answer, "guess", False
        out.reason = f"multiple choice guessed: {rule.reason}"


async def _direct_reply(
    inp: AnalysisInput, model: Model, cfg: AgentConfig, summary: str, out: AnalysisAnswer, meter: _Meter
) -> None:
    """Last resort when code and rules gave nothing: the model reads the overview and replies.

    An empty answer is always scored wrong; a reply marked ``unverified`` at least says what it is.
    """
    prompt = MODEL_ONLY_PROMPT.format(introduction=inp.introduction, excel=summary, question=inp.question)
    prompt += "\nReply with the final answer only (a number, a name, or an option letter)."
    limit = cfg.context_tokens - 64
    prompt = _truncate_front(prompt, limit)
    for attempt in range(_FIT_ATTEMPTS):
        try:
            reply = await generate_text(model, prompt, config=GenerateConfig(temperature=0, max_tokens=48))
            break
        except ModelError as err:
            if not _too_long(err) or attempt == _FIT_ATTEMPTS - 1:
                raise
            limit = int(limit * _FIT_SHRINK)
            prompt = _truncate_front(prompt, limit)
    meter.add(prompt, reply)
    text = reply.strip().splitlines()[0].strip() if reply.strip() else ""
    out.steps.append(Step(kind="answer", plan="direct reply", output=text))
    if not text:
        out.status, out.no_answer = "abstained", True
        out.reason = (out.reason or "no answer") + "; the direct reply was empty too"
        return
    out.answer = format_answer(text, inp.question)
    out.status, out.no_answer = "unverified", False
    out.checks.append("direct model reply from the workbook overview: nothing computed, nothing checked")
    out.reason = f"{out.reason or 'no code answer'}; direct model reply"


async def _solve(
    inp: AnalysisInput,
    model: Model,
    cfg: AgentConfig,
    session: Any,
    summary: str,
    out: AnalysisAnswer,
    meter: _Meter,
) -> None:

    history = ""
    intro_budget = max(cfg.context_tokens - cfg.max_code_tokens - cfg.summary_budget - 900, 200)
    introduction = _truncate_front(inp.introduction, intro_budget)
    for round_no in range(1, cfg.max_rounds + 1):
        prompt = ANALYST_TASK.format(
            introduction=introduction,
            summary=summary,
            inspection=out.inspection,
            question=inp.question,
            history=history,
        )
        try:
            step = await generate_object(
                model,
                prompt,
                AnalystStep,
                system=ANALYST_SYSTEM,
                config=GenerateConfig(temperature=0, max_tokens=cfg.max_code_tokens),
            )
            meter.add(ANALYST_SYSTEM + prompt, step.model_dump_json())
        except StructuredOutputError as err:
            meter.add(ANALYST_SYSTEM + prompt, err.raw)
            out.steps.append(Step(kind="code", output=f"unusable reply: {err.raw[:300]}", ok=False))
            history = ANALYST_RETRY.format(
                n=round_no, code="(none)", error="reply was not the JSON asked for"
            )
            continue
        except ModelError as err:
            if not _too_long(err):
                raise
            # The model's tokenizer counts more than ours (digits one by one): a smaller overview.
            summary = _truncate_back(summary, max(_count(summary) // 2, 100))
            out.notes.append("prompt too long for the model's own tokenizer; workbook overview halved")
            continue
        session.execute(_SNAPSHOT)
        result = session.execute(step.code, timeout_s=cfg.exec_timeout_s)
        if not result.ok:
            error = _tail(result.stderr or result.killed_reason or "failed") + _names_hint(session)
            out.steps.append(
                Step(
                    kind="code",
                    plan=step.plan,
                    code=step.code,
                    output=_tail(result.stdout + "\n" + error),
                    ok=False,
                )
            )
            history = ANALYST_RETRY.format(n=round_no, code=step.code, error=error)
            continue
        check = session.execute(_CHECK)
        out.steps.append(
            Step(kind="code", plan=step.plan, code=step.code, output=_head(result.stdout), ok=True)
        )
        if check.stdout.strip():
            out.steps.append(Step(kind="check", output=_head(check.stdout), ok=check.ok))
        got = session.execute(_GET_ANSWER)
        marker = next((ln for ln in got.stdout.splitlines() if ln.startswith("__ANSWER__")), None)
        if marker is None:
            history = ANALYST_RETRY.format(
                n=round_no,
                code=step.code,
                error="the code ran but did not assign `answer`.\n" + _tail(result.stdout, 600),
            )
            continue
        raw = json.loads(marker[len("__ANSWER__") :])
        if raw is None or (isinstance(raw, str) and not raw.strip()):
            history = ANALYST_RETRY.format(n=round_no, code=step.code, error="`answer` is empty")
            continue
        out.answer = format_answer(raw, inp.question)
        out.steps.append(Step(kind="answer", output=out.answer))
        return
    # DSBench Appendix H(3), "lack of problem-solving strategy": every round failed.
    out.no_answer = True
    out.reason = f"no answer after {cfg.max_rounds} round(s) of code"


def _names_hint(session: Any) -> str:
    """After a failure, list what exists, so a wrong sheet/column name can be fixed (Appendix H(2))."""
    r = session.execute(
        "print('available sheets:', list(sheets)); "
        "print('available tables:', {k: [str(c) for c in v.columns][:12] for k, v in tables.items()})"
    )
    return "\n" + _tail(r.stdout, 1200) if r.ok else ""


async def run_agent(
    agent: str, inp: AnalysisInput, model: Model | None, config: AgentConfig | None = None
) -> AnalysisAnswer:
    """Dispatch by name: ``model-only`` or ``analyst``."""
    if agent == "model-only":
        return await model_only(inp, model, config)
    if agent == "analyst":
        return await analyst(inp, model, config)
    raise AnalysisError(f"unknown analysis agent '{agent}'", hint=f"choose one of: {', '.join(AGENTS)}")
