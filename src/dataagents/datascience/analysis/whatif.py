"""What-if questions over a model workbook: change one input, recalculate every formula, then answer.

"If the average fare were $5 higher, what would the operating profit in 1960 be?" is how a financial
model is questioned. A workbook's formulas say how its outputs depend on its inputs, so the floor need
not guess: find the input the question names (a constant cell labelled beside it, or a defined name),
change it as the question says, recalculate the workbook with the ``formulas`` package, and answer the
rest of the question from the recalculated values with the ordinary rules.
"""

from __future__ import annotations

import contextlib
import io
import re
from typing import Any

from dataagents.datascience.analysis.floor import (
    FloorAnswer,
    answer_by_rules,
    grids_from_views,
    label_score,
)
from dataagents.datascience.analysis.workbook import WorkbookView, find_tables

_HYPOTHETICAL = re.compile(
    r"\bif (?:the |a |an |our |its )?(?P<what>[a-z][\w\s'-]*?)\s+"
    r"(?P<verb>were|was|is|had been|increased|decreased|rose|fell|went up|went down|changed)\s+"
    r"(?:(?P<prep>by|to)\s+)?(?P<amount>[-+]?[$£€]?\s?[\d,]*\.?\d+)(?P<pct>\s*(?:%|percent))?"
    r"(?:\s+(?P<dir>higher|lower|more|less|greater|smaller|up|down))?",
    re.IGNORECASE,
)
_UP = {"higher", "more", "greater", "up", "increased", "rose", "went up"}
_DOWN = {"lower", "less", "smaller", "down", "decreased", "fell", "went down"}


def _new_value(old: float, m: re.Match[str]) -> float:
    amount = float(re.sub(r"[$£€,\s+]", "", m.group("amount")))
    pct = m.group("pct") is not None
    direction = (m.group("dir") or "").lower() or m.group("verb").lower()
    sign = 1 if direction in _UP else -1 if direction in _DOWN else 0
    if sign and m.group("prep") != "to":  # a change by an amount: "$5 higher", "increased by 10%"
        return old * (1 + sign * amount / 100) if pct else old + sign * amount
    if pct and abs(old) <= 1:  # "were 12%" for an input kept as a fraction (0.10)
        return amount / 100
    return amount


def _inputs(view: WorkbookView) -> list[tuple[str, str, str, float]]:
    """(label, sheet, cell, value) of every constant number a label or a defined name describes."""
    out = []
    for sheet in view.sheets:
        if sheet.name in view.record_sheets:
            continue
        for coord, value in sheet.values.items():
            if coord in sheet.formulas or isinstance(value, bool) or not isinstance(value, int | float):
                continue
            label = view.label_of(f"{sheet.name}!{coord}")
            if label:
                out.append((label, sheet.name, coord, float(value)))
    for name, ref in view.named_ranges.items():
        sheet_name, _, coord = ref.rpartition("!")
        coord = coord.replace("$", "")
        value = view.named_values.get(name)
        sheet_name = sheet_name.strip("'")
        try:
            formulas = view.sheet(sheet_name).formulas
        except KeyError:
            continue
        if isinstance(value, int | float) and not isinstance(value, bool) and coord not in formulas:
            spaced = re.sub(r"(?<=[a-z])(?=[A-Z])|_", " ", name)
            out.append((spaced, sheet_name, coord, float(value)))
    return out


def _recalculated(view: WorkbookView, sheet: str, coord: str, value: float) -> WorkbookView | None:
    import formulas  # heavy import; only for a what-if question

    book = view.path.name
    with contextlib.redirect_stderr(io.StringIO()):
        model = formulas.ExcelModel().loads(str(view.path)).finish()
        key = f"'[{book}]{sheet.upper()}'!{coord}"
        if key not in model.dsp.data_nodes:
            return None
        solution = model.calculate(inputs={key: value})
    new = view.model_copy(deep=True)
    by_sheet = {s.name.upper(): s for s in new.sheets}
    for ref, rng in solution.items():
        m = re.match(r"^'\[[^\]]+\](.*)'!([A-Z]+\d+)$", ref)
        if not m or m.group(1) not in by_sheet:
            continue
        target = by_sheet[m.group(1)]
        if m.group(2) not in target.formulas and m.group(2) != coord:
            continue
        v: Any = getattr(rng, "value", rng)
        with contextlib.suppress(Exception):
            v = v[0][0]
        if hasattr(v, "item"):
            v = v.item()
        if type(v).__name__ in ("XlError", "_XlError"):
            return None  # a formula the package cannot evaluate: no answer rather than a wrong one
        target.values[m.group(2)] = v
    for name, ref in new.named_ranges.items():
        if name in new.named_values:
            new.named_values[name] = new.value(ref)
    for s in new.sheets:
        s.tables = find_tables(s)
    return new


def what_if(question: str, views: list[WorkbookView]) -> FloorAnswer | None:
    """Answer a hypothetical about one input of a workbook with formulas; None when the question is
    not one, the input is not found uniquely, or the recalculation fails."""
    body = "\n".join(ln for ln in question.splitlines() if not re.match(r"^\s*\(?[A-Z][.)]\s", ln))
    m = _HYPOTHETICAL.search(body)
    if m is None:
        return None
    what = {t for t in re.findall(r"[a-z]+", m.group("what").lower())}
    for view in views:
        if not any(s.formulas for s in view.sheets):
            continue
        scored = [(label_score(m.group("what"), set(re.findall(r"[a-z]+", lab.lower()))), lab, sh, c, v)
                  for lab, sh, c, v in _inputs(view)]  # fmt: skip
        best = [x for x in scored if x[0] == 1.0]
        cells = {(sh, c) for _, _, sh, c, _ in best}
        if len(cells) != 1 or not what:
            continue
        _, label, sheet, coord, old = best[0]
        new_value = _new_value(old, m)
        try:
            changed = _recalculated(view, sheet, coord, new_value)
        except Exception:  # the formulas package does not know every workbook: abstain
            return None
        if changed is None:
            return None
        # The rest of the question, asked of the recalculated workbook: "what would X be" -> "what is X".
        rest = body[: m.start()] + body[m.end() :]
        rest = re.sub(r"\band (?:every|all) other \w+ (?:stayed|stay|remained|remain)[\w ]*", " ", rest)
        rest = re.sub(r"\bwhat would (.+?) be\b", r"what is \1", rest, flags=re.IGNORECASE)
        rest = re.sub(r"\bwould\b", "", rest)
        options = "\n".join(ln for ln in question.splitlines() if re.match(r"^\s*\(?[A-Z][.)]\s", ln))
        got = answer_by_rules(rest + ("\n" + options if options else ""), grids_from_views([changed]))
        if got.answer is None or got.guessed:
            return None
        got.rule = f"what-if {got.rule}"
        got.evidence = [
            f"{label} ({sheet}!{coord}) {old:g} -> {new_value:g}, workbook recalculated",
            *got.evidence,
        ]
        return got
    return None
