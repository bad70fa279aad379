"""Deterministic answer checking for DSBench analysis answers.

The paper scores with an LLM semantic comparison (DSBench §2.1.2, Appendix C/F). Most ModelOff answers
are option letters, numbers or dates that a parser decides exactly and for free; only what it cannot
decide (long prose, hedged answers) goes on to ``judge.semantic_compare``. Every verdict records the
form that decided it.

Forms (from the release's data.json): option letters (``D``, ``b``), numbers (``1661626``, ``"$5753961"``,
``"9.424%"``, ``"18217 k"``, ``"$983.01m"``, ``"2,957"``), dates (``"31 Dec 2029"``), labelled composites
(``"OS 4, 17236 k"``), words (``"Antioch"``) and dicts (``{"Q": 1, "# of words": 7, "Xth word": "ALIBI"}``).
"""

from __future__ import annotations

import contextlib
import json
import math
import re
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, Literal

# A prediction this short is a bare answer: a mismatch is decided False. Longer prose that does not
# parse cleanly is left to the semantic comparison.
SHORT_ANSWER_WORDS = 8
# Relative tolerance for float noise (1e-9); the real slack is the gold's written precision: a gold
# given to d decimals accepts anything that rounds to it (see ``numbers_match``).
REL_TOL = 1e-9

Form = Literal["option", "number", "date", "text", "composite", "dict", "empty"]


@dataclass
class Verdict:
    """``correct`` is None when the deterministic check cannot decide."""

    correct: bool | None
    form: Form
    reason: str
    extracted: Any = None
    fields: dict[str, bool | None] = field(default_factory=dict)


# ---------------------------------------------------------------- option letters
_OPTION_GOLD = re.compile(r"^\s*\(?([A-Za-z])\)?\.?\s*$")
_OPTION_PATTERNS = [
    re.compile(r"^\W*\(?([A-Z])\)?[.):]?\W*$", re.IGNORECASE),  # "D", "D.", "(D)", "**D**"
    re.compile(
        r"\b(?:answer|option|choice)\s*(?:is|would be|:)?\s*[:\-]?\s*(?:option\s*)?\**\(?([A-Z])\b(?![-'])",
        re.IGNORECASE,
    ),
    re.compile(r"^\W*\(?([A-Z])[.)]\s"),  # "D. 114", "(D) 114"
    re.compile(r"(?<!\w)\(([A-Z])\)(?!\w)"),  # "I think (C) is right"
]
_OPTION_LINE = re.compile(r"(?:^|\s)\(?([A-Z])[.)]\s+(.+?)(?=\s+\(?[A-Z][.)]\s|\s*$)", re.MULTILINE)


def question_options(question: str | None) -> dict[str, str]:
    """Options listed in a question ("A. 113  B. 114" inline or one per line) as {letter: text}."""
    if not question:
        return {}
    found: dict[str, str] = {}
    for m in _OPTION_LINE.finditer(question):
        found.setdefault(m.group(1), m.group(2).strip())
    letters = sorted(found)
    # Real option lists run A, B, C… without gaps and have at least three entries (ModelOff lists four to
    # nine); anything else is prose that happened to match ("Plan A. Then B.").
    if (
        len(letters) < 3
        or letters[0] != "A"
        or "".join(letters) != "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[: len(letters)]
    ):
        return {}
    return found


def extract_option(pred: str, question: str | None = None) -> str | None:
    """The one option letter a prediction commits to, or None when there is none or several."""
    text = pred.strip()
    letters: set[str] = set()
    for pat in _OPTION_PATTERNS:
        for m in pat.finditer(text):
            letter = m.group(1)
            # In running prose a lone lower-case "a" is the article, not an option.
            if letter.islower() and pat is not _OPTION_PATTERNS[0]:
                continue
            letters.add(letter.upper())
    if len(letters) == 1:
        return letters.pop()
    if not letters:
        # "114" for "B. 114": map a bare value back onto the listed options.
        options = question_options(question)
        if options and _is_short(text):
            matches = [k for k, v in options.items() if _norm(v) == _norm(text) or _numbers_equal(v, text)]
            if len(matches) == 1:
                return matches[0]
    return None


# ---------------------------------------------------------------- numbers
_SCALES = {
    "k": 1e3, "thousand": 1e3, "thousands": 1e3,
    "m": 1e6, "mn": 1e6, "mm": 1e6, "million": 1e6, "millions": 1e6,
    "b": 1e9, "bn": 1e9, "billion": 1e9, "billions": 1e9,
}  # fmt: skip
_NUMBER = re.compile(
    r"(?P<neg>[-−–]|\()?\s*(?P<cur>[$€£¥])?\s*(?P<neg2>[-−])?"
    r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)"
    r"(?:[eE](?P<exp>[-+]?\d+))?"
    r"\s*(?P<close>\))?\s*(?P<pct>%|percent\b)?"
    r"\s*(?P<scale>thousands?|millions?|billions?|bn|mn|mm|k|m|b)?(?![A-Za-z])",
    re.IGNORECASE,
)


@dataclass
class Number:
    value: float  # with any k/m/bn scale applied
    mantissa: float  # as written
    decimals: int
    percent: bool
    scaled: bool
    text: str


def _parse_numbers(text: str) -> list[Number]:
    out = []
    for m in _NUMBER.finditer(text):
        raw = m.group("num").replace(",", "")
        mantissa = float(raw)
        if m.group("exp"):
            mantissa *= 10 ** int(m.group("exp"))
        neg = (
            bool(m.group("neg2"))
            or (m.group("neg") not in (None, "("))
            or (m.group("neg") == "(" and m.group("close") is not None)
        )
        if neg:
            mantissa = -mantissa
        scale_word = (m.group("scale") or "").lower()
        scale = _SCALES.get(scale_word, 1.0)
        decimals = len(raw.split(".")[1]) if "." in raw else 0
        out.append(
            Number(
                value=mantissa * scale,
                mantissa=mantissa,
                decimals=decimals,
                percent=bool(m.group("pct")),
                scaled=scale != 1.0,
                text=m.group(0).strip(),
            )
        )
    return out


def parse_number(text: str) -> Number | None:
    """A string that *is* one number (with currency, %, separators, k/m/bn), else None."""
    stripped = text.strip().rstrip(".")
    nums = _parse_numbers(stripped)
    if len(nums) != 1:
        return None
    rest = _NUMBER.sub(" ", stripped, count=1)
    # Allow a currency code or a short unit word around it ("USD", "units", "years"), nothing else.
    if len(re.findall(r"[A-Za-z]+", rest)) > 2 or re.search(r"\d", rest):
        return None
    return nums[0]


def _close(pred: float, gold: float, decimals: int, rel_tol: float) -> bool:
    """Within ``rel_tol`` (float noise), or within half a unit of the gold's last written digit."""
    half_unit = 0.5 * 10.0 ** (-decimals)
    return math.isclose(pred, gold, rel_tol=rel_tol, abs_tol=0.0) or abs(pred - gold) <= half_unit * (
        1 + 1e-9
    )


def numbers_match(pred: Number, gold: Number, rel_tol: float = REL_TOL) -> bool:
    """Equal within tolerance, reading percent and thousand/million scales both ways.

    A gold written as ``$983.01m`` is precise to 10,000; ``1661626`` to 1: the prediction must round to
    the gold at the gold's own precision, so ``1661000`` and ``$983.0m`` fail while ``1661626.4`` passes.
    """
    scale_digits = round(math.log10(gold.value / gold.mantissa)) if gold.scaled and gold.mantissa else 0
    candidates = [(gold.value, gold.decimals - scale_digits)]
    if gold.scaled and not pred.scaled:
        candidates.append((gold.mantissa, gold.decimals))  # "18217" for "18217 k" (question in thousands)
    if gold.percent and not pred.percent:
        candidates.append((gold.value / 100, gold.decimals + 2))  # 0.09424 for 9.424%
    if pred.percent and not gold.percent:
        candidates.append((gold.value * 100, gold.decimals - 2))  # 9.424% for 0.09424
    return any(_close(pred.value, g, d, rel_tol) for g, d in candidates)


def _numbers_equal(a: str, b: str) -> bool:
    na, nb = parse_number(a), parse_number(b)
    return bool(na and nb and numbers_match(nb, na))


# ---------------------------------------------------------------- dates
_DATE_FORMATS = [
    "%d %b %Y", "%d %B %Y", "%d-%b-%Y", "%d-%b-%y", "%d %b %y", "%b %d, %Y", "%B %d, %Y", "%b %d %Y",
    "%B %d %Y", "%Y-%m-%d", "%Y/%m/%d", "%d.%m.%Y", "%Y-%m-%d %H:%M:%S",
]  # fmt: skip
_AMBIGUOUS_FORMATS = ["%d/%m/%Y", "%m/%d/%Y", "%d/%m/%y", "%m/%d/%y", "%d-%m-%Y", "%m-%d-%Y"]
_DATE_CANDIDATE = re.compile(
    r"\b(\d{1,2}[ -](?:[A-Za-z]{3,9})[ -,]*\d{2,4}"
    r"|(?:[A-Za-z]{3,9})\.? \d{1,2},? \d{4}"
    r"|\d{4}[-/]\d{1,2}[-/]\d{1,2}(?: \d{2}:\d{2}:\d{2})?"
    r"|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})\b"
)


def parse_dates(text: str) -> list[set[date]]:
    """Each date-looking span in ``text`` with the dates it can mean (two for 03/04/2024)."""
    out = []
    for m in _DATE_CANDIDATE.finditer(text):
        span = re.sub(r"\s+", " ", m.group(1).replace(",", ", ").replace(" ,", ",")).strip()
        meanings: set[date] = set()
        for fmt in _DATE_FORMATS:
            for candidate in (span, span.replace(",", "")):
                with contextlib.suppress(ValueError):
                    meanings.add(datetime.strptime(candidate, fmt).date())
        for fmt in _AMBIGUOUS_FORMATS:
            with contextlib.suppress(ValueError):
                meanings.add(datetime.strptime(span, fmt).date())
        if meanings:
            out.append(meanings)
    return out


def parse_date(text: str) -> date | None:
    """A string that *is* one unambiguous date, else None."""
    spans = parse_dates(text)
    if len(spans) == 1 and len(spans[0]) == 1:
        rest = _DATE_CANDIDATE.sub("", text).strip(" .")
        if not rest:
            return next(iter(spans[0]))
    return None


# ---------------------------------------------------------------- text helpers
_ANSWER_PREFIX = re.compile(
    r"^\s*(?:\**\s*)?(?:the\s+)?(?:final\s+)?(?:answer|result|value)(?:\s+is)?\s*[:=]?\s*", re.IGNORECASE
)


def _strip_prefix(text: str) -> str:
    return _ANSWER_PREFIX.sub("", text.strip()).strip().strip("*").strip()


def _norm(text: Any) -> str:
    return re.sub(r"[\W_]+", " ", str(text)).strip().casefold()


def _is_short(text: str) -> bool:
    return len(text.split()) <= SHORT_ANSWER_WORDS


def _final_segment(text: str) -> str | None:
    """The part after the last "answer is"/"Answer:" marker, if any: prose usually ends with the answer."""
    hits = list(re.finditer(r"(?:final answer|answer)\s*(?:is|:)\s*", text, re.IGNORECASE))
    if not hits:
        return None
    tail = text[hits[-1].end() :].strip()
    return re.split(r"(?<=[^\d])[.!\n]|\n", tail, maxsplit=1)[0].strip() or None


# ---------------------------------------------------------------- the checker
def _check_option(pred: str, gold: str, question: str | None) -> Verdict:
    letter = extract_option(pred, question)
    if letter is None:
        return Verdict(None, "option", "no single option letter found", None)
    ok = letter == gold.upper()
    return Verdict(ok, "option", f"option {letter} vs gold {gold.upper()}", letter)


def _check_number(pred: str, gold: Number) -> Verdict:
    for candidate in (pred, _strip_prefix(pred), _final_segment(pred) or ""):
        num = parse_number(candidate) if candidate else None
        if num is not None:
            ok = numbers_match(num, gold)
            return Verdict(ok, "number", f"{num.text} vs gold {gold.text}", num.value)
    nums = _parse_numbers(pred)
    if not nums:
        # Nothing numeric at all cannot equal a number.
        return Verdict(False, "number", "no number in the prediction", None)
    if any(numbers_match(n, gold) for n in nums):
        if _is_short(pred):
            return Verdict(True, "number", "gold number found in short answer", gold.value)
        return Verdict(None, "number", "gold number appears in prose among others", None)
    if _is_short(pred):
        return Verdict(
            False, "number", f"numbers {[n.text for n in nums]} differ from {gold.text}", nums[-1].value
        )
    # Prose whose numbers all miss the gold cannot be right (the judge would need a number to agree).
    return Verdict(False, "number", f"none of {len(nums)} numbers in the prose equals {gold.text}", None)


def _check_date(pred: str, gold: date) -> Verdict:
    spans = parse_dates(pred)
    if not spans:
        return Verdict(None if not _is_short(pred) else False, "date", "no date in the prediction", None)
    meanings = set().union(*spans)
    if len(spans) == 1 and len(spans[0]) == 1:
        d = next(iter(spans[0]))
        return Verdict(d == gold, "date", f"{d.isoformat()} vs gold {gold.isoformat()}", d.isoformat())
    if gold not in meanings:
        return Verdict(False, "date", f"no reading of the dates equals {gold.isoformat()}", None)
    return Verdict(None, "date", "ambiguous or several dates; one reading matches", None)


def _check_text(pred: str, gold: str) -> Verdict:
    p, g = _norm(_strip_prefix(pred)), _norm(gold)
    if not g:
        return Verdict(None, "text", "empty gold", None)
    if p == g:
        return Verdict(True, "text", "normalised text equal", p)
    final = _final_segment(pred)
    if final is not None and _norm(final) == g:
        return Verdict(True, "text", "final answer equals gold", _norm(final))
    contains = re.search(rf"(?<!\w){re.escape(g)}(?!\w)", _norm(pred)) is not None
    if _is_short(pred) and not contains:
        return Verdict(False, "text", f"'{p}' differs from '{g}'", p)
    if not contains:
        return Verdict(False, "text", f"gold '{g}' does not occur in the answer", None)
    return Verdict(None, "text", "gold occurs inside a longer answer", None)


def _split_composite(gold: str) -> list[str] | None:
    parts = [p.strip() for p in gold.split(",")]
    # "2,957" and "640,121" are thousands separators, not lists.
    if len(parts) < 2 or re.fullmatch(r"[$€£]?\d{1,3}(,\d{3})+(\.\d+)?\s*\w{0,3}%?", gold.strip()):
        return None
    return parts


def _check_composite(pred: str, parts: list[str]) -> Verdict:
    pred_parts = [p.strip() for p in _strip_prefix(pred).split(",")]
    results: dict[str, bool | None] = {}
    if len(pred_parts) == len(parts) and _is_short(pred):
        for gp, pp in zip(parts, pred_parts, strict=True):
            results[gp] = check_scalar(pp, gp).correct
        decided = [r for r in results.values() if r is not None]
        if len(decided) == len(parts):
            return Verdict(all(decided), "composite", "compared part by part", pred_parts, results)
        if any(r is False for r in results.values()):
            return Verdict(False, "composite", "a part differs", pred_parts, results)
    normed = _norm(pred)
    for gp in parts:
        num = parse_number(gp)
        if num is not None:
            results[gp] = any(numbers_match(n, num) for n in _parse_numbers(pred))
        else:
            results[gp] = re.search(rf"(?<!\w){re.escape(_norm(gp))}(?!\w)", normed) is not None
    if not all(results.values()):
        return Verdict(False, "composite", "a part of the gold is missing", None, results)
    if _is_short(pred):
        return Verdict(True, "composite", "every part present", None, results)
    return Verdict(None, "composite", "every part present inside prose", None, results)


def check_scalar(pred: str, gold: Any, question: str | None = None) -> Verdict:
    """Check a prediction against one scalar gold answer."""
    if isinstance(gold, bool):
        gold = str(gold)
    if isinstance(gold, int | float):
        gnum = Number(float(gold), float(gold), _decimals(gold), False, False, str(gold))
        return _check_number(pred, gnum)
    gold_s = str(gold).strip()
    if _OPTION_GOLD.match(gold_s) and (question_options(question) or len(gold_s) == 1):
        return _check_option(pred, _OPTION_GOLD.match(gold_s).group(1), question)  # type: ignore[union-attr]
    gnum = parse_number(gold_s)
    if gnum is not None:
        return _check_number(pred, gnum)
    gdate = parse_date(gold_s)
    if gdate is not None:
        return _check_date(pred, gdate)
    parts = _split_composite(gold_s)
    if parts is not None:
        return _check_composite(pred, parts)
    return _check_text(pred, gold_s)


def _decimals(x: int | float) -> int:
    if isinstance(x, int) or float(x).is_integer():
        return 0
    return len(repr(float(x)).split(".")[1].rstrip("0"))


def _parse_pred_dict(pred: str) -> dict[str, str] | None:
    from dataagents.llm.door import extract_json  # the door's JSON finder: fenced, bare or in prose

    try:
        obj = extract_json(pred)
        if isinstance(obj, dict):
            return {str(k): str(v) for k, v in obj.items()}
    except ValueError:
        pass
    pairs = re.findall(r"^\s*[-*]?\s*\**([^:\n]{1,40}?)\**\s*[:=]\s*(.+?)\s*$", pred, re.MULTILINE)
    return {k.strip(): v.strip().strip("*") for k, v in pairs} or None


def _check_dict(pred: str, gold: dict[str, Any], question: str | None) -> Verdict:
    got = _parse_pred_dict(pred)
    if not got:
        return Verdict(None, "dict", "no fields found in the prediction", None)
    by_key = {_norm(k): v for k, v in got.items()}
    fields: dict[str, bool | None] = {}
    for key, gval in gold.items():
        pval = by_key.get(_norm(key))
        fields[key] = None if pval is None else check_scalar(pval, gval).correct
    if any(v is False for v in fields.values()):
        return Verdict(False, "dict", "a field differs", got, fields)
    if all(v is True for v in fields.values()):
        return Verdict(True, "dict", "every field equal", got, fields)
    return Verdict(None, "dict", "some fields missing or undecided", got, fields)


def check_answer(pred: str | None, gold: Any, question: str | None = None) -> Verdict:
    """Decide deterministically whether ``pred`` answers like ``gold``; ``correct=None`` = undecided."""
    if pred is None or not str(pred).strip():
        return Verdict(False, "empty", "no answer given")
    pred = str(pred)
    if isinstance(gold, dict):
        return _check_dict(pred, gold, question)
    if isinstance(gold, list):
        return _check_composite(pred, [json.dumps(g) if isinstance(g, dict) else str(g) for g in gold])
    return check_scalar(pred, gold, question)
