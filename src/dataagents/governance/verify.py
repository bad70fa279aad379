"""Verification against the request: checks derived from each step's intent, run on the step's input and output.

These checks are written independently of the operators on purpose: they re-derive what the request means
from the input (which rows match the condition, what the column's median is, which row of each key is the
latest) on a canonical text form of the cells and compare it with what the step produced. A wrong output
fails them; a check that cannot decide says so (``complete=False``), and the outcome is then ``unverified``,
never ``verified``.
"""

from __future__ import annotations

import bisect
import itertools
import math
import re
import statistics
from collections import Counter
from collections.abc import Callable
from datetime import date, datetime
from typing import Any

import pandas as pd
from dateutil import parser as dateutil_parser
from pydantic import BaseModel

from dataagents.governance.spec import (
    STATISTIC_OPS,
    VALIDITY_PATTERNS,
    Condition,
    ConvertUnit,
    DatePart,
    Deduplicate,
    DeriveColumn,
    DropMissing,
    FillFrom,
    FillFromTable,
    FillMissing,
    HeadRows,
    Join,
    Label,
    LabelByConditions,
    MakeConsistent,
    MapValues,
    MaskWords,
    MergeIncrement,
    MisspeltCopies,
    ModelLabel,
    NearDuplicates,
    RenameColumns,
    ReplaceText,
    ReshapeLong,
    RowFilter,
    ScaleColumn,
    SelectColumns,
    SetValues,
    ShareOfTotal,
    SortRows,
    SplitColumn,
    Standardize,
    StepSpec,
    TextFilter,
    TopRows,
    Union,
    Upsert,
    keyword_pattern,
)
from dataagents.units import unit_registry


class CheckResult(BaseModel):
    step: int  # 1-based step number; 0 for whole-run checks
    name: str
    passed: bool
    detail: str = ""


class StepVerification(BaseModel):
    step: int
    intent: str
    checks: list[CheckResult]
    complete: bool  # the checks decide the whole of this step's meaning


# ---- a canonical text form of cells --------------------------------------------------------------------
def _result(name: str, passed: bool, detail: str = "") -> CheckResult:
    """A check's outcome; ``verify_step`` numbers it with its step."""
    return CheckResult(step=0, name=name, passed=passed, detail=detail)


def canon(v: Any) -> str:
    """One text per value whatever the reader made of it: blanks -> '', 3 / 3.0 / '3.0' -> '3'."""
    if v is None or v is pd.NA or v is pd.NaT:
        return ""
    if isinstance(v, float) and math.isnan(v):
        return ""
    if isinstance(v, bool):
        return str(v)
    if isinstance(v, int | float):
        return f"{float(v):.10g}"
    if hasattr(v, "item") and not isinstance(v, str):
        try:
            return canon(v.item())
        except (ValueError, TypeError):
            pass
    s = str(v)
    if re.fullmatch(r"\s*-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?\s*", s):
        return f"{float(s):.10g}"
    return s


def canon_frame(df: pd.DataFrame) -> pd.DataFrame:
    return df.astype("object").apply(lambda s: s.map(canon)) if len(df.columns) else df


def _num(s: str) -> float | None:
    """A number as written in a cell ('$1,200', '15%'), or None."""
    t = re.sub(r"[\s$€£,%]", "", s)
    try:
        return float(t) if t else None
    except ValueError:
        return None


def _rows(df: pd.DataFrame, cols: list[str] | None = None) -> list[tuple[str, ...]]:
    cols = list(df.columns) if cols is None else cols
    return [tuple(r) for r in df[cols].itertuples(index=False, name=None)]


# ---- conditions, a second reading ------------------------------------------------------------------------
def _linear_quantile(numbers: list[float], q: float) -> float:
    """The q-th quantile, linear between the two nearest of the sorted numbers."""
    ordered = sorted(numbers)
    at = (len(ordered) - 1) * q
    low = math.floor(at)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (at - low)


def with_statistics(conds: list[Condition], frame: pd.DataFrame) -> list[Condition]:
    """Conditions on a column's own numbers (k standard deviations from its mean, a quantile) as plain
    bounds, computed afresh from the canonical cells of ``frame``."""
    out: list[Condition] = []
    for c in conds:
        if c.op not in STATISTIC_OPS:
            out.append(c)
            continue
        nums = [x for v in frame[c.column] if str(v).strip() and (x := _num(str(v))) is not None]
        if len(nums) < 2:
            out.append(c.model_copy(update={"op": "between", "value": [math.inf, -math.inf]}))  # matches none
        elif c.op in ("beyond_sd", "within_sd"):
            mean, spread = statistics.fmean(nums), statistics.stdev(nums) * float(c.value)
            op = "outside" if c.op == "beyond_sd" else "between"
            out.append(c.model_copy(update={"op": op, "value": [mean - spread, mean + spread]}))
        elif c.op in ("above_sd", "below_sd"):
            mean, spread = statistics.fmean(nums), statistics.stdev(nums) * float(c.value)
            bound = mean + spread if c.op == "above_sd" else mean - spread
            out.append(c.model_copy(update={"op": ">" if c.op == "above_sd" else "<", "value": bound}))
        else:
            cut = _linear_quantile(nums, float(c.value))
            out.append(c.model_copy(update={"op": ">" if c.op == "above_quantile" else "<", "value": cut}))
    return out


def row_matches(conds: list[Condition], match: str, row: dict[str, str]) -> bool:
    """Whether all (``match="all"``) or any of the conditions hold for one row of canonical cells."""
    flags = [holds(c, row.get(c.column, ""), row) for c in conds]
    return all(flags) if match == "all" else any(flags)


def _as_day(cell: str) -> date | None:
    try:
        return dateutil_parser.parse(cell.strip(), default=datetime(2000, 1, 1)).date()
    except (ValueError, OverflowError):
        return None


def holds(cond: Condition, cell: str, row: dict[str, str] | None = None) -> bool:
    """Whether a condition holds for one canonical cell (blank cells match only ``is_missing``); a comparison
    with another column reads that column in ``row``."""
    blank = not cell.strip()
    if cond.op == "is_missing":
        return blank
    if blank:
        return False
    if cond.op == "not_missing":
        return True
    # words of an ordered scale: their places on it, read from the canonical cells
    place = {w.strip().casefold(): float(i) for i, w in enumerate(cond.order or [])}
    if cond.other is not None:
        said = str((row or {}).get(cond.other, ""))
        if cond.order:
            x, y = place.get(cell.strip().casefold()), place.get(said.strip().casefold())
        else:
            x, y = _num(cell), _num(said)
            if cond.op in ("==", "!=") and (x is None or y is None) and said.strip():
                # two columns of codes or words ("a mother of a different genotype"): the same text or not
                same = cell.strip().casefold() == said.strip().casefold()
                return same if cond.op == "==" else not same
        if x is None or y is None:
            return False
        y *= cond.times
        return {"<": x < y, "<=": x <= y, ">": x > y, ">=": x >= y, "==": x == y, "!=": x != y}[cond.op]
    fold = (lambda x: x) if cond.case_sensitive else str.casefold
    if cond.order and isinstance(cond.value, str) and cond.op in ("<", "<=", ">", ">="):
        # the cell's place on the scale against the said word's
        x, y = place.get(cell.strip().casefold()), place.get(cond.value.strip().casefold())
        if x is None or y is None:
            return False
        return {"<": x < y, "<=": x <= y, ">": x > y, ">=": x >= y}[cond.op]
    bounds = cond.value if isinstance(cond.value, list) else [cond.value]
    if cond.op in ("<", "<=", ">", ">=", "between") and all(
        isinstance(b, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", b) for b in bounds
    ):
        day = _as_day(cell)  # a second reader of dates (dateutil), not the operator's pandas one
        if day is None:
            return False
        lo, hi = date.fromisoformat(bounds[0]), date.fromisoformat(bounds[-1])
        if cond.op == "between":
            return lo <= day <= hi
        return {"<": day < lo, "<=": day <= lo, ">": day > lo, ">=": day >= lo}[cond.op]
    if cond.op in ("<", "<=", ">", ">=", "between", "outside"):
        x = _num(cell)
        if x is None:
            return False
        if cond.op in ("between", "outside"):
            lo, hi = (float(v) for v in cond.value)
            return lo <= x <= hi if cond.op == "between" else (x < lo or x > hi)
        v = float(cond.value)
        return {"<": x < v, "<=": x <= v, ">": x > v, ">=": x >= v}[cond.op]
    if cond.op in ("==", "!=", "in", "not_in"):
        wanted = cond.value if isinstance(cond.value, list) else [cond.value]
        same = any(fold(cell.strip()) == fold(canon(w).strip()) for w in wanted)
        return same if cond.op in ("==", "in") else not same
    if cond.op == "contains":
        wanted = cond.value if isinstance(cond.value, list) else [cond.value]
        return any(fold(str(w)) in fold(cell) for w in wanted)
    if cond.op == "starts_with":
        return fold(cell.strip()).startswith(fold(str(cond.value)))
    if cond.op == "ends_with":
        return fold(cell.strip()).endswith(fold(str(cond.value)))
    if cond.op == "matches":
        return re.search(str(cond.value), cell, 0 if cond.case_sensitive else re.IGNORECASE) is not None
    valid = re.fullmatch(VALIDITY_PATTERNS[str(cond.value)], cell.strip(), re.IGNORECASE) is not None
    return valid if cond.op == "is_valid" else not valid


def _same_rows(expected: list[tuple[str, ...]], got: list[tuple[str, ...]], what: str) -> CheckResult:
    if expected == got:
        return _result(what, True, f"{len(got)} rows as expected")
    missing = Counter(expected) - Counter(got)
    extra = Counter(got) - Counter(expected)
    detail = f"expected {len(expected)} rows, got {len(got)}"
    if missing:
        detail += f"; {sum(missing.values())} expected row(s) absent, e.g. {next(iter(missing))[:6]}"
    if extra:
        detail += f"; {sum(extra.values())} unexpected row(s), e.g. {next(iter(extra))[:6]}"
    if not missing and not extra:
        detail += "; same rows in another order"
    return _result(what, False, detail)


def _unchanged_columns(before: pd.DataFrame, after: pd.DataFrame, skip: set[str]) -> CheckResult:
    cols = [c for c in before.columns if c not in skip]
    lost = [c for c in cols if c not in after.columns]
    if lost:
        return _result("other columns unchanged", False, f"columns lost: {lost}")
    if len(before) != len(after):
        return _result("other columns unchanged", False, "row count changed")
    changed = {c: int((before[c].to_numpy() != after[c].to_numpy()).sum()) for c in cols}
    changed = {c: n for c, n in changed.items() if n}
    return _result(
        "other columns unchanged",
        not changed,
        "no other cell changed" if not changed else f"cells changed: {changed}",
    )


def _row_count(before: pd.DataFrame, after: pd.DataFrame) -> CheckResult:
    return _result("row count kept", len(before) == len(after), f"{len(before)} -> {len(after)}")


# ---- per intent -------------------------------------------------------------------------------------------
def _check_filter(it: RowFilter, before: pd.DataFrame, after: pd.DataFrame) -> tuple[list[CheckResult], bool]:
    conds = with_statistics(it.conditions, before)
    hits = [row_matches(conds, it.match, row) for row in before.to_dict(orient="records")]
    keep = [h if it.action == "keep" else not h for h in hits]
    expected = [r for r, k in zip(_rows(before), keep, strict=True) if k]
    cols = list(before.columns)
    if list(after.columns) != cols:
        return [_result("columns kept", False, f"{list(after.columns)} != {cols}")], True
    where = it.describe().split(" where ", 1)[1]
    done = "kept" if it.action == "keep" else "removed"
    res = _same_rows(
        expected, _rows(after), f"exactly the rows where {where} {done}; the others byte-identical"
    )
    return [res], True


def _check_drop_missing(
    it: DropMissing, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    cols = it.columns or list(before.columns)
    filled = all if it.how == "any" else any  # a row stays when all (else any) of the columns are filled
    keep = [filled(str(r[c]).strip() for c in cols) for r in before.to_dict(orient="records")]
    expected = [r for r, k in zip(_rows(before), keep, strict=True) if k]
    if it.how == "all":
        empty = sum(not any(str(r.get(c, "")).strip() for c in cols) for r in after.to_dict(orient="records"))
        left_check = _result(f"no row left blank in all of {', '.join(cols)}", empty == 0, f"{empty} row(s)")
    else:
        left = sum(
            int((after[c].map(lambda v: not str(v).strip())).sum()) for c in cols if c in after.columns
        )
        left_check = _result(
            f"no blanks left in {', '.join(it.columns) or 'any column'}", left == 0, f"{left} blank cell(s)"
        )
    return [
        left_check,
        _same_rows(expected, _rows(after), "exactly the rows with blanks removed, the others byte-identical"),
    ], True


def _statistic(values: list[str], strategy: str) -> str | None:
    nums = [x for x in (_num(v) for v in values if v.strip()) if x is not None]
    if strategy == "mode":
        vals = [v for v in values if v.strip()]
        if not vals:
            return None
        counts = Counter(vals)
        top = max(counts.values())
        return sorted(v for v, n in counts.items() if n == top)[0]
    if not nums:
        return None
    return canon(statistics.fmean(nums) if strategy == "mean" else statistics.median(nums))


_TRUTH = {"true": "1", "false": "0"}


def _place_in_order(cell: str) -> tuple[int, float, str]:
    """Where a cell of an ordering column falls: numbers as numbers, dates as days, else as written."""
    if (n := _num(cell)) is not None:
        return (0, n, "")
    try:  # (the time of day too: "2024-05-01T06:00:00" comes before "…T10:00:00")
        when = dateutil_parser.parse(cell.strip()) if cell.strip() else None
    except (ValueError, OverflowError):
        when = None
    if when is not None:
        return (1, (when.replace(tzinfo=None) - datetime(1, 1, 1)).total_seconds(), "")
    return (2, 0.0, cell)


def _close(a: str, b: str) -> bool:
    """Same value as written: numbers within rounding, and a one-hot True/False the same as 1/0."""
    a, b = _TRUTH.get(a.lower(), a), _TRUTH.get(b.lower(), b)
    x, y = _num(a), _num(b)
    if x is not None and y is not None:
        return math.isclose(x, y, rel_tol=1e-6, abs_tol=1e-6)
    return a == b


def _check_fill(it: FillMissing, before: pd.DataFrame, after: pd.DataFrame) -> tuple[list[CheckResult], bool]:
    out = [_row_count(before, after), _unchanged_columns(before, after, set(it.columns))]
    if len(before) != len(after):
        return out, True
    blanks_left = {
        c: int(after[c].map(lambda v: not str(v).strip()).sum()) for c in it.columns if c in after.columns
    }
    # a group with no value at all cannot be filled from its group, nor a blank at either end of a line
    # interpolated: those blanks may stay (the interpolation check below says which must be filled)
    out.append(
        _result(
            f"no blanks left in {', '.join(it.columns)}",
            not any(blanks_left.values()) or bool(it.by) or it.strategy in ("interpolate", "remainder"),
            str(blanks_left),
        )
    )
    complete = it.strategy != "knn"
    wrong: list[str] = []
    for c in it.columns:
        b, a = before[c].tolist(), after[c].tolist()
        kept = sum(1 for x, y in zip(b, a, strict=True) if str(x).strip() and not _close(x, y))
        if kept:
            wrong.append(f"{c}: {kept} non-blank cell(s) changed")
        if it.strategy in ("mean", "median", "mode"):
            groups = (
                [tuple(r) for r in before[it.by].itertuples(index=False, name=None)]
                if it.by
                else [()] * len(b)
            )
            stats: dict[tuple, str | None] = {}
            for g in set(groups):
                stats[g] = _statistic([x for x, gg in zip(b, groups, strict=True) if gg == g], it.strategy)
                if it.round is not None and stats[g] is not None and _num(stats[g]) is not None:
                    stats[g] = canon(round(float(stats[g]), it.round))
            bad = sum(
                1
                for x, y, g in zip(b, a, groups, strict=True)
                if not str(x).strip() and stats[g] is not None and not _close(stats[g], y)
            )
            if bad:
                wrong.append(
                    f"{c}: {bad} filled cell(s) differ from the {it.strategy}"
                    + (f" per {it.by}" if it.by else f" {stats[()]}")
                )
        elif it.strategy == "constant":
            bad = sum(
                1 for x, y in zip(b, a, strict=True) if not str(x).strip() and not _close(canon(it.value), y)
            )
            if bad:
                wrong.append(f"{c}: {bad} filled cell(s) are not {it.value!r}")
        elif it.strategy == "previous" and (not it.order_by or it.order_by in before.columns):
            groups = (
                [tuple(r) for r in before[it.by].itertuples(index=False, name=None)]
                if it.by
                else [()] * len(b)
            )
            # the rows in the order said: numbers as numbers, dates as days (read by dateutil, not as the operator
            # sorts them), else as written; ties keep the file's order
            order = list(range(len(b)))
            if it.order_by:
                places = [_place_in_order(v) for v in before[it.order_by].tolist()]
                order.sort(key=lambda i: places[i])
            b, a, groups = [b[i] for i in order], [a[i] for i in order], [groups[i] for i in order]
            last: dict[tuple, str] = {}
            first: dict[tuple, str] = {}
            for x, g in zip(b, groups, strict=True):
                if str(x).strip():
                    first.setdefault(g, x)
            bad = 0
            for x, y, g in zip(b, a, groups, strict=True):
                if str(x).strip():
                    last[g] = x
                elif g in last and not _close(last[g], y):
                    bad += 1
                elif g not in last and it.leading and g in first and not _close(first[g], y):
                    bad += 1  # a blank before the group's first value takes that first value
            if bad:
                wrong.append(f"{c}: {bad} filled cell(s) are not the previous value")
        elif it.strategy == "previous":
            complete = False
        elif it.strategy == "remainder":
            bad = 0
            for i, (x, y) in enumerate(zip(b, a, strict=True)):
                if str(x).strip():
                    continue
                parts = [_num(before[q].iloc[i]) for q in it.parts]
                if any(v is None for v in parts):
                    bad += bool(str(y).strip())  # a row missing a part stays blank
                    continue
                want = float(it.value) - math.fsum(v for v in parts if v is not None)
                got = _num(y)
                close = got is not None and (
                    _rounded_from(got, want, it.round)
                    if it.round is not None
                    else abs(got - want) <= 1e-6 * max(1.0, abs(want))
                )
                bad += not close
            if bad:
                wrong.append(f"{c}: {bad} filled cell(s) are not {it.value} minus {' + '.join(it.parts)}")
        elif it.strategy == "interpolate":
            groups = (
                [tuple(r) for r in before[it.by].itertuples(index=False, name=None)]
                if it.by
                else [()] * len(b)
            )
            bad = 0
            for x, y, want in zip(b, a, _on_the_line(b, groups), strict=True):
                if str(x).strip():
                    continue
                got = _num(y) if str(y).strip() else None
                # rounded as asked, either way on a tie (0.125 may be written 0.12 or 0.13)
                bad += (
                    (got is not None)
                    if want is None
                    else got is None or not _rounded_from(got, want, it.round)
                )
            if bad:
                wrong.append(f"{c}: {bad} blank cell(s) not on the line between their neighbours")
    out.append(
        _result(
            f"filled values are the {it.strategy}" + (" per group" if it.by else ""),
            not wrong,
            "; ".join(wrong) or "all filled cells as requested",
        )
    )
    return out, complete


def _on_the_line(cells: list[str], groups: list[tuple]) -> list[float | None]:
    """A second reading of linear interpolation: for each blank cell, the value on the straight line between
    the nearest filled cells before and after it in its group (rows counted one apart); None for filled
    cells and for blanks with no filled cell on one side."""
    out: list[float | None] = [None] * len(cells)
    members: dict[tuple, list[int]] = {}
    for i, g in enumerate(groups):
        members.setdefault(g, []).append(i)
    for rows in members.values():
        known = [(k, v) for k, i in enumerate(rows) if (v := _num(cells[i])) is not None and cells[i].strip()]
        places = [k for k, _ in known]
        for k, i in enumerate(rows):
            if cells[i].strip():
                continue
            at = bisect.bisect_left(places, k)
            if 0 < at < len(known):
                (p0, v0), (p1, v1) = known[at - 1], known[at]
                out[i] = v0 + (v1 - v0) * (k - p0) / (p1 - p0)
    return out


def _when(v: str) -> float | None:
    x = pd.to_datetime(v, errors="coerce", format="mixed") if v.strip() else pd.NaT
    if pd.isna(x):
        n = _num(v)
        return n
    return x.timestamp()


def _check_dedup(
    it: Deduplicate, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    key = it.key or list(before.columns)
    idx: dict[tuple, list[int]] = {}
    case = (lambda k: tuple(" ".join(v.split()).casefold() for v in k)) if it.ignore_case else (lambda k: k)
    # a pair listed both ways round is one key: compare the key's values as a sorted tuple
    # (the pair is the key's last two columns; any columns before it are compared as they are)
    fold = (lambda k: (*case(k)[:-2], *sorted(case(k)[-2:]))) if it.unordered and len(key) >= 2 else case
    for i, k in enumerate(_rows(before, key)):
        idx.setdefault(fold(k), []).append(i)
    chosen: list[int] = []
    for rows in idx.values():
        if it.keep == "first":
            chosen.append(rows[0])
        elif it.keep == "last":
            chosen.append(rows[-1])
        else:
            value = _num if it.keep in ("smallest", "largest") else _when
            times = [
                (value(before.iloc[i][it.order_by]) if it.order_by else None, n, i)
                for n, i in enumerate(rows)
            ]
            known = [t for t in times if t[0] is not None]
            if not known:
                chosen.append(rows[0])
                continue
            best = max(t[0] for t in known) if it.keep in ("latest", "largest") else min(t[0] for t in known)
            chosen.append(next(i for t, _, i in times if t == best))
    before_rows = _rows(before)
    expected = [before_rows[i] for i in sorted(chosen)]
    got_keys = [fold(k) for k in _rows(after, key)] if all(k in after.columns for k in key) else []
    dup = len(got_keys) - len(set(got_keys))
    claims = []
    if it.fullest is not None:
        # the request says which copy it means twice (by order and by the fuller text): both must pick the same
        text = before[it.fullest].astype(str) if it.fullest in before.columns else None
        shorter = [
            i
            for rows, i in zip(idx.values(), chosen, strict=True)
            if text is None or (len(rows) > 1 and len(text.iloc[i]) < max(len(text.iloc[j]) for j in rows))
        ]
        claims.append(
            _result(
                f"the copy kept is the one with the fullest {it.fullest}",
                not shorter,
                f"{len(shorter)} key(s) keep a copy with a shorter {it.fullest}",
            )
        )
    return [
        *claims,
        _result(
            f"{', '.join(key) if it.key else 'whole row'} unique",
            dup == 0 and bool(got_keys),
            f"{dup} duplicate key(s) left",
        ),
        _same_rows(sorted(expected), sorted(_rows(after)), f"the {it.keep} row of each key kept, unchanged"),
    ], True


def _check_reshape_long(
    it: ReshapeLong, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """Every cell of the value columns is one row of the long table, beside its row's kept columns and the name of
    its column; nothing else is there."""
    wanted = [*it.id_columns, it.names_to, it.values_to]
    if list(after.columns) != wanted:
        return [
            _result("the long table's columns", False, f"got {list(after.columns)}, wanted {wanted}")
        ], True

    def name_of(column: str) -> str:
        if not it.names_as_numbers:
            return canon(column)
        ending = re.search(r"(\d+)$", column)
        return canon(int(ending.group(1))) if ending else canon(column)

    expected = Counter(
        (*(canon(row[c]) for c in it.id_columns), name_of(column), canon(row[column]))
        for _, row in before.iterrows()
        for column in it.value_columns
    )
    got = Counter(tuple(canon(v) for v in row) for row in after[wanted].itertuples(index=False, name=None))
    missing, extra = expected - got, got - expected
    return [
        _result(
            f"one row per row and {it.names_to}",
            len(after) == len(before) * len(it.value_columns),
            f"{len(before)} rows x {len(it.value_columns)} columns -> {len(after)} rows",
        ),
        _result(
            f"each {it.values_to} beside its row and {it.names_to}",
            not missing and not extra,
            f"{sum(missing.values())} expected absent, {sum(extra.values())} unexpected",
        ),
    ], True


def _check_misspelt_copies(
    it: MisspeltCopies, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """A second reading of copies with a slip: counted in letters changed (Levenshtein distance), not the
    operator's similarity score, so a threshold that takes in two different names, or misses a copy, shows."""
    from rapidfuzz.distance import Levenshtein

    names = [" ".join(canon(v).split()).casefold() for v in before[it.column]]
    alike = _rows(before, it.alike) if it.alike else [()] * len(before)
    order = range(len(before)) if it.keep == "first" else range(len(before) - 1, -1, -1)
    kept: list[int] = []
    for i in order:
        if not any(
            alike[j] == alike[i] and Levenshtein.distance(names[j], names[i]) <= it.max_edits for j in kept
        ):
            kept.append(i)
    rows = _rows(before)
    expected = [rows[i] for i in sorted(kept)]
    out = [_same_rows(expected, _rows(after), f"one row per {it.column} up to a slip, the {it.keep} kept")]
    removed = len(before) - len(after)
    if it.copies_said is not None:
        out.append(
            _result(
                f"{it.copies_said} copies removed, as the request says",
                removed == it.copies_said,
                f"{removed} removed",
            )
        )
    if it.example is not None:
        right, slip = it.example
        left = set(after[it.column].astype(str)) if it.column in after.columns else set()
        out.append(
            _result(
                f"the example's slip {slip!r} gone, {right!r} kept",
                slip not in left and right in left,
                "",
            )
        )
    return out, True


_STRFTIME = {
    "%Y": r"\d{4}",
    "%m": r"\d{2}",
    "%d": r"\d{2}",
    "%H": r"\d{2}",
    "%M": r"\d{2}",
    "%S": r"\d{2}",
    "%y": r"\d{2}",
    "%b": r"[A-Za-z]{3}",
    "%B": r"[A-Za-z]+",
}


def _plain_number(text: str) -> float | None:
    try:
        return float(str(text).strip())
    except ValueError:
        return None


# (a scale word ends where its word ends: "12 kg" is 12 in kilograms, not 12 thousand; any word after the number
# that is no scale is its currency or unit, "USD", "downs")
_AMOUNT = re.compile(
    r"^\(?\s*(?:[A-Za-z]{1,3}\s*)?[$€£¥]?\s*(-?)\s*[$€£¥]?\s*(\d{1,3}(?:[,\s']\d{3})+|\d+)(\.\d+)?\s*"
    r"(?:(k|m|mn|mm|bn|b|thousand|million|billion)\b)?\s*(?:[A-Za-z]+)?\s*\)?$",
    re.IGNORECASE,
)
_TIMES = {
    "k": 1e3,
    "thousand": 1e3,
    "m": 1e6,
    "mn": 1e6,
    "mm": 1e6,
    "million": 1e6,
    "b": 1e9,
    "bn": 1e9,
    "billion": 1e9,
}


def _same_amount(written: str, number: str, decimal: str = ".") -> bool:
    """A second reading of an amount written as text ('USD 1,200', '$33,900.00', '15.9k', '(12)', or with a
    decimal comma '1.936,27'), compared with the number written out; text it cannot read counts as not the same."""
    text = str(written).strip()
    if decimal == ",":
        text = text.translate(str.maketrans({".": ",", ",": "."}))
    m = _AMOUNT.match(text)
    got = _plain_number(number)
    if m is None or got is None:
        return False
    value = float(re.sub(r"[,\s']", "", m.group(2)) + (m.group(3) or "")) * _TIMES.get(
        (m.group(4) or "").lower(), 1
    )
    if m.group(1) or text.startswith("("):
        value = -value
    return math.isclose(value, got, rel_tol=1e-9, abs_tol=1e-9)


def _day_first(cells: list[str]) -> bool | None:
    """A second reading of a column's date order: True when a numeric date has a first number over 12,
    False when one has a second number over 12, None when neither (or both) shows."""
    pairs = [m.groups() for c in cells if (m := re.fullmatch(r"\s*(\d{1,2})\D(\d{1,2})\D\d{2,4}\s*", c))]
    first, second = any(int(a) > 12 for a, _ in pairs), any(int(b) > 12 for _, b in pairs)
    return None if first == second else first


def _last_century(day: date, written: str) -> date:
    """A date written with a two-digit year that would lie in the future is the last century's."""
    if (
        re.search(r"\D\d{2}\s*$", written)
        and not re.search(r"\d{4}", written)
        and day.year > date.today().year
    ):
        return day.replace(year=day.year - 100)
    return day


def _format_check(
    it: Standardize, day_first: bool | None = None
) -> tuple[Callable[[str], bool], Callable[[str, str], bool] | None]:
    """(value is in the format, output value is the right transform of the input value or None)."""
    f = it.format
    if f == "date":
        rx = re.escape(it.date_format)
        for k, v in _STRFTIME.items():
            rx = rx.replace(re.escape(k), v)
        orders = (False, True) if day_first is None else (day_first,)

        def same_date(x: str, y: str) -> bool:
            try:
                got = datetime.strptime(y.strip(), it.date_format)
            except ValueError:
                return False
            readings = {
                _last_century(d.date(), x)
                for first in orders
                if not pd.isna(d := pd.to_datetime(x, errors="coerce", dayfirst=first, format="mixed"))
            }
            # "07.03.2024" reads as 7 March or 3 July: either reading is the same date written anew, unless
            # the column's other dates show which comes first
            return not readings or got.date() in readings

        return (lambda v: re.fullmatch(rx, v.strip()) is not None), same_date
    if f == "phone":
        return (lambda v: re.fullmatch(r"\+\d{7,15}", v.strip()) is not None), (
            lambda x, y: re.sub(r"\D", "", y).endswith(re.sub(r"\D", "", x)[-7:])
        )
    if f == "email":
        return (lambda v: re.fullmatch(VALIDITY_PATTERNS["email"], v) is not None and v == v.lower()), None
    if f == "number":
        return (lambda v: _plain_number(v) is not None), (lambda x, y: _same_amount(x, y, it.decimal))
    fn = {
        "lower": str.lower,
        "sentence": lambda s: s[:1].upper() + s[1:].lower(),
        "upper": str.upper,
        "title": lambda s: s.title(),
        "trim": lambda s: " ".join(s.split()),
        "strip_html": None,
    }[f]
    if fn is None:
        return (lambda v: re.search(r"<[a-zA-Z/][^>]*>", v) is None), None
    return (lambda v: v == fn(v)), (lambda x, y: fn(x) == y)


def _check_standardize(
    it: Standardize, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    out = [_row_count(before, after), _unchanged_columns(before, after, {it.column})]
    if len(before) != len(after) or it.column not in after.columns:
        return out, True
    ok, transform = _format_check(it, _day_first(before[it.column].tolist()))
    vals = [v for v in after[it.column].tolist() if str(v).strip()]
    bad = [v for v in vals if not ok(v)]
    out.append(
        _result(
            f"every {it.column} value in {it.format} format",
            not bad,
            f"{len(bad)} value(s) not in format" + (f", e.g. {bad[0]!r}" if bad else ""),
        )
    )
    if transform is not None:
        wrong = [
            (x, y)
            for x, y in zip(before[it.column], after[it.column], strict=True)
            if str(x).strip() and not transform(x, y)
        ]
        out.append(
            _result(
                f"{it.column} values keep their meaning",
                not wrong,
                f"{len(wrong)} changed meaning" + (f", e.g. {wrong[0]}" if wrong else ""),
            )
        )
    return out, transform is not None or it.format in ("strip_html", "email")


def _words_and_runs(texts: list[str]) -> set[str]:
    """Every word of the texts, and every two neighbouring words run together (case aside)."""
    found: set[str] = set()
    for t in texts:
        ws = re.findall(r"\w+", t.casefold())
        found.update(ws)
        found.update(a + b for a, b in itertools.pairwise(ws))
    return found


def _spelled_nearly(keyword: str, written: set[str]) -> bool:
    """Whether ``written`` (``_words_and_runs`` of the texts) holds a word spelled within a letter or two of
    ``keyword`` (case, spaces and hyphens aside)."""
    from rapidfuzz import process
    from rapidfuzz.distance import Levenshtein

    said = re.sub(r"[\s-]+", "", keyword.casefold())
    if len(said) < 4:
        return False
    edits = 1 if len(said) < 9 else 2
    return process.extractOne(said, written, scorer=Levenshtein.distance, score_cutoff=edits) is not None


def _check_label(it: Label, before: pd.DataFrame, after: pd.DataFrame) -> tuple[list[CheckResult], bool]:
    out = [_row_count(before, after), _unchanged_columns(before, after, {it.target})]
    if it.target not in after.columns or len(before) != len(after):
        out.append(_result(f"{it.target} written", False, "missing"))
        return out, True

    def says(keyword: str, text: str) -> bool:
        if it.whole_words:  # a second reading: the words of the text, not the operator's regex
            said = re.findall(r"\w+", text.casefold())
            kw = re.findall(r"\w+", keyword.casefold())
            return any(said[i : i + len(kw)] == kw for i in range(len(said)))
        return re.search(keyword_pattern(keyword), text, re.IGNORECASE) is not None

    def label(text: str) -> str:
        for r in it.rules:
            if any(says(k, str(text)) for k in r.keywords):
                return r.label
        return it.default

    wrong = sum(1 for t, y in zip(before[it.column], after[it.target], strict=True) if label(t) != y)
    out.append(_result(f"{it.target} follows the rules", wrong == 0, f"{wrong} row(s) labelled otherwise"))
    # a label none of whose words any row of the column holds ("is E", "F", "G" read from "the grade is E, F
    # or G" over grades A to E) labels nothing, and a word no row holds while the text has a word spelled nearly
    # like it ("zopiclon" for "zopiclone", "log-in" for "login") may be written another way there: the rules were
    # followed, but whether they are the request's is not known (a drug of a list no row has is just absent)
    texts = [str(t) for t in before[it.column].dropna()]
    unheld = [
        k for r in it.rules if not any(says(k, t) for k in r.keywords for t in texts) for k in r.keywords
    ]
    missing = [
        k for r in it.rules for k in r.keywords if k not in unheld and not any(says(k, t) for t in texts)
    ]
    if missing:
        written = _words_and_runs(texts)
        unheld += [k for k in missing if _spelled_nearly(k, written)]
    if unheld:
        out.append(
            _result(
                f"the rules' words are in {it.column}",
                True,
                f"not decided: no value holds {unheld[:5]}, so whether the rules are the request's is not known",
            )
        )
    return out, not unheld


def _check_join(
    it: Join, before: pd.DataFrame, after: pd.DataFrame, other: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    lk, rk = Counter(_rows(before, it.keys)), Counter(_rows(other, it.other_keys or it.keys))
    matched = sum(n * rk[k] for k, n in lk.items() if k in rk)
    left_only = sum(n for k, n in lk.items() if k not in rk)
    right_only = sum(n for k, n in rk.items() if k not in lk)
    expected = {
        "inner": matched,
        "left": matched + left_only,
        "right": matched + right_only,
        "outer": matched + left_only + right_only,
    }[it.how]
    want_cols = set(before.columns) | (set(other.columns) - set(it.other_keys or []))
    lost = sorted(
        c
        for c in want_cols
        if c not in after.columns and not any(str(a).startswith(f"{c}_") for a in after.columns)
    )
    return [
        _result(
            f"{it.how} join row count",
            len(after) == expected,
            f"expected {expected} rows ({matched} matched, {left_only} unmatched left, {right_only} unmatched right), got {len(after)}",
        ),
        _result("columns of both tables present", not lost, f"lost: {lost}" if lost else "all present"),
        *_join_values(it, before, after, other),
        *(
            looked_up := _looked_up_values(it, before, after, other, rk)
            if max(lk.values(), default=0) > 1
            else []
        ),
    ], (all(n == 1 for n in lk.values()) and all(n == 1 for n in rk.values())) or bool(looked_up)


def _blank(value: object) -> bool:
    return value is None or (isinstance(value, float) and value != value) or str(value).strip() == ""


def _looked_up_values(
    it: Join, before: pd.DataFrame, after: pd.DataFrame, other: pd.DataFrame, right_keys: Counter
) -> list[CheckResult]:
    """A lookup (each key once in the other table, many times in this one, "add each county's uranium figure to
    the home readings"), left or inner: every row of this table is kept as it was, in its order (those with a
    match only, for inner), and carries the other table's values for its key (blanks where it has none)."""
    keys = it.other_keys or it.keys
    if it.how not in ("left", "inner") or not all(n == 1 for n in right_keys.values()):
        return []
    looked = [c for c in other.columns if c not in keys and c not in before.columns]
    if not looked or not all(c in after.columns for c in [*before.columns, *looked]):
        return []
    right = dict(zip(_rows(other, keys), other[looked].to_dict(orient="records"), strict=True))
    kept = [
        (k, row)
        for k, row in zip(_rows(before, it.keys), _rows(before), strict=True)
        if it.how == "left" or k in right
    ]
    if len(kept) != len(after):
        return []
    # (a column both tables have is resolved by the join's priority, checked on its own where keys are unique)
    own = [i for i, c in enumerate(before.columns) if c not in other.columns or c in it.keys]
    wrong = 0
    for (k, row), got in zip(kept, after.to_dict(orient="records"), strict=True):
        same_row = all(got[before.columns[i]] == row[i] for i in own)
        found = right.get(k)
        values_ok = all((_blank(got[c]) if found is None else got[c] == found[c]) for c in looked)
        wrong += not (same_row and values_ok)
    return [
        _result(
            "each row carries the other table's values for its key",
            wrong == 0,
            f"{wrong} row(s) otherwise" if wrong else f"{len(kept)} rows as looked up",
        )
    ]


def _join_values(
    it: Join, before: pd.DataFrame, after: pd.DataFrame, other: pd.DataFrame
) -> list[CheckResult]:
    """For keys unique on both sides: each column the two tables share holds the value the request's priority
    names (the other side's where the preferred one is blank), or both values under the two suffixes."""
    left = {k: r for k, r in zip(_rows(before, it.keys), before.to_dict(orient="records"), strict=True)}
    right = {
        k: r
        for k, r in zip(_rows(other, it.other_keys or it.keys), other.to_dict(orient="records"), strict=True)
    }
    if len(left) != len(before) or len(right) != len(other) or not all(k in after.columns for k in it.keys):
        return []
    shared = [
        c
        for c in before.columns
        if c in other.columns and c not in it.keys and c not in (it.other_keys or [])
    ]
    wrong = 0
    for k, row in zip(_rows(after, it.keys), after.to_dict(orient="records"), strict=True):
        lrow, rrow = left.get(k), right.get(k)
        if lrow is None or rrow is None:
            continue
        for c in shared:
            lv, rv = lrow[c], rrow[c]
            if it.conflict == "suffix":
                ok = row.get(f"{c}{it.suffixes[0]}") == lv and row.get(f"{c}{it.suffixes[1]}") == rv
            else:
                first, second = (rv, lv) if it.conflict == "right" else (lv, rv)
                ok = row.get(c) == (first if first.strip() else second)
            wrong += not ok
    return [
        _result(
            f"shared columns resolved by '{it.conflict}'",
            wrong == 0,
            f"{wrong} cell(s) otherwise" if wrong else "as requested",
        )
    ]


def _check_union(
    it: Union, tables: list[pd.DataFrame], after: pd.DataFrame, *, files: list[str], request: str = ""
) -> tuple[list[CheckResult], bool]:
    n = sum(len(t) for t in tables)
    if it.renames:
        tables = [t.rename(columns=r) for t, r in zip(tables, it.renames, strict=False)]
    cols = {c for t in tables for c in t.columns}
    source: list[CheckResult] = []
    decided = True
    if it.source_column:
        want = [name for t, name in zip(tables, it.source_names, strict=False) for _ in range(len(t))]
        got = after[it.source_column].tolist() if it.source_column in after.columns else []
        source.append(
            _result(
                f"{it.source_column} names each row's input",
                sorted(got) == sorted(want) and len(it.source_names) == len(tables),
                f"{Counter(got)}",
            )
        )
        stated = stated_value_lists(request, len(tables))
        if stated:
            check, decided = _names_as_stated(it.source_names, stated, files)
            source.append(check)
    return [
        *source,
        _result("every row of every table appended", len(after) == n, f"expected {n}, got {len(after)}"),
        _result(
            "columns aligned by name",
            cols <= set(after.columns),
            f"missing: {sorted(cols - set(after.columns))}",
        ),
        *([_stacked_as_renamed(tables, after), _renamed_alike(tables)] if it.renames else []),
    ], decided


# Words after which a request spells out the values a new column holds ("a column saying AL or NL", "a cask
# column with a, b or c", "a season column (summer or winter)").
_VALUES_FOLLOW = frozenset(
    [
        "saying",
        "says",
        "say",
        "reading",
        "reads",
        "read",
        "holding",
        "holds",
        "hold",
        "recording",
        "records",
        "giving",
        "gives",
        "with",
        "either",
        "containing",
        "contains",
        "showing",
        "shows",
        "marked",
        "labelled",
        "labeled",
        "tagged",
        "called",
        "named",
        "as",
        "(",
        ":",
    ]
)
# Words that end the last value of such a list ("B depending on the file", "MDL for each row").
_AFTER_A_VALUE = frozenset(
    [
        "for",
        "so",
        "to",
        "in",
        "on",
        "of",
        "from",
        "then",
        "and",
        "but",
        "each",
        "every",
        "which",
        "that",
        "when",
        "where",
        "while",
        "depending",
        "according",
        "since",
        "because",
        "please",
        "we",
        "i",
        "you",
        "it",
        "they",
        "as",
        "per",
    ]
)
_LIST_TOKEN = re.compile(r"[(),:;—]|[^\s(),:;—]+")
_LONGEST_VALUE = 6  # words


def stated_value_lists(request: str, count: int) -> list[list[str]]:
    """The lists of exactly ``count`` values a request spells out for a new column ("… a column that says CO2,
    CH4 or N2O"): an "or" list right after a word such as saying/reading/with or an opening bracket, in a
    sentence that speaks of a column. Values are lower-cased, quotes stripped."""
    found: list[list[str]] = []
    for sentence in re.split(r"(?<=[.?!])\s+|[.?!]$", request):
        tokens = [t.strip("'\"“”‘’`") for t in _LIST_TOKEN.findall(sentence.rstrip(".?!"))]
        if not any(t.lower() in ("column", "columns", "field") for t in tokens):
            continue
        for i, tok in enumerate(tokens):
            if tok.lower() != "or":
                continue
            values = _values_before(tokens, i)
            last = _value_after(tokens, i)
            if values is not None and last and len(values) + 1 == count:
                found.append([v.lower() for v in [*values, last]])
    return found


def _values_before(tokens: list[str], at: int) -> list[str] | None:
    """The values before the "or" at ``at``, back to the word that introduces them; None when no such word
    comes first (the "or" joins something else: "patients who relapsed or died")."""
    values: list[str] = []
    words: list[str] = []
    j = at - 1
    if j >= 0 and tokens[j] == ",":  # "A, B, or C"
        j -= 1
    while j >= 0:
        tok = tokens[j]
        if tok.lower() in _VALUES_FOLLOW and words:
            return [" ".join(words), *values]
        if tok == ",":
            if not words:
                return None
            values.insert(0, " ".join(words))
            words = []
        elif tok in (")", ";", "—") or len(words) >= _LONGEST_VALUE:
            return None
        else:
            words.insert(0, tok)
        j -= 1
    return None


def _value_after(tokens: list[str], at: int) -> str:
    words: list[str] = []
    for tok in tokens[at + 1 :]:
        if tok in ("(", ")", ",", ":", ";", "—") or len(words) >= _LONGEST_VALUE:
            break
        if words and tok.lower() in _AFTER_A_VALUE:
            break
        words.append(tok)
    return " ".join(words)


def _name_parts(name: str) -> list[str]:
    """The words and numbers of a file's name or of a value ("dunn_run_2018_5k" -> dunn, run, 2018, 5, k)."""
    base = re.sub(r"\.(?:csv|tsv|txt|jsonl?|xlsx?|parquet)$", "", name.lower())
    return re.findall(r"[a-z]+|\d+", base)


# one thing said two ways: a value "male" names the file of the men, "not baiting" the non_baiting one
_SAME_MEANING = (
    {"female", "females", "woman", "women", "girl", "girls", "f"},
    {"male", "males", "man", "men", "boy", "boys", "m"},
    {"not", "non", "no"},
)


def _same_word(a: str, b: str) -> bool:
    if a == b or any(a in group and b in group for group in _SAME_MEANING):
        return True
    return min(len(a), len(b)) >= 3 and a.isalpha() and b.isalpha() and (a.startswith(b) or b.startswith(a))


def _names_file(value: str, file: str) -> bool:
    """Every word and number of the value is one of the file's name ("treated" for puromycin_treated.csv, "a"
    for observer_a.csv, "case" for cf_cases.jsonl, "female" for onset_women.csv)."""
    words, parts = _name_parts(value), _name_parts(file)
    return bool(words) and all(any(_same_word(w, p) for p in parts) for w in words)


def _names_as_stated(names: list[str], stated: list[list[str]], files: list[str]) -> tuple[CheckResult, bool]:
    """Whether the source names written are the values the request spells out, each on its own input's rows, and
    whether that could be decided: a value that names one input file and no other shows where it belongs; when
    all but one are placed so, the last is too. Otherwise which input carries which name rests on the order the
    files came in, which nothing in the request confirms."""
    name = "each input carries the name the request gives it"

    def same(written: str, value: str) -> bool:
        written = written.strip().lower()
        return written in (value, value.rsplit(".", 1)[0]) or written.rsplit(".", 1)[0] == value

    def lead_cut(values: list[str]) -> list[str]:
        # the first value may carry the words that lead into the list ("showing whether it lies North")
        tails = [n.strip().lower() for n in names if values[0].endswith(" " + n.strip().lower())]
        return [max(tails, key=len), *values[1:]] if tails else values

    for values in map(lead_cut, stated):
        if not (
            all(any(same(n, v) for v in values) for n in names)
            and all(any(same(n, v) for n in names) for v in values)
        ):
            continue
        placed = {
            v: owners[0]
            for v in values
            if len(owners := [i for i, f in enumerate(files) if _names_file(v, f)]) == 1
        }
        misplaced = [
            f"{files[i]} carries {names[i]!r}, not {v!r}"
            for v, i in placed.items()
            if i < len(names) and not same(names[i], v)
        ]
        decided = len(set(placed.values())) == len(placed) >= len(files) - 1
        detail = "; ".join(misplaced) or f"as stated: {', '.join(values)}" + (
            "" if decided else " (which input carries which rests on the order of the files)"
        )
        return _result(name, not misplaced, detail), decided
    said = " / ".join(", ".join(v) for v in stated)
    return _result(name, False, f"the request says {said}; the rows say {', '.join(names)}"), True


def _sort_of(values: pd.Series) -> str:
    """What a column part holds, read on its own: numbers, dates or text (nine in ten values decide)."""
    held = values.dropna().astype(str).str.strip()
    held = held[held != ""]
    if held.empty:
        return "empty"
    if pd.to_numeric(held.str.replace(",", ""), errors="coerce").notna().mean() >= 0.9:
        return "number"
    # (a date written as one: "1978-02-01", "2/1/1978", "Feb 1, 1978"; dateutil alone reads "T11" as a time)
    written = held.str.fullmatch(
        r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}(?:[ T].*)?|[A-Za-z]{3,9}\.? \d{1,2},? \d{4}|\d{1,2} [A-Za-z]{3,9}\.?,? \d{4}"
    )
    if written.mean() >= 0.9 and pd.to_datetime(held, errors="coerce", format="mixed").notna().mean() >= 0.9:
        return "date"
    return "text"


def _renamed_alike(tables: list[pd.DataFrame]) -> CheckResult:
    """Each heading stacks the same sort of data from every input: a column of dates renamed onto one of weekday
    names is a wrong pairing of headings, whatever their names."""
    mixed = []
    for c in tables[0].columns:
        sorts = {_sort_of(t[c]) for t in tables if c in t.columns} - {"empty"}
        if len(sorts) > 1:
            mixed.append(f"{c}: {sorted(sorts)}")
    return _result("each heading holds one sort of data from every input", not mixed, "; ".join(mixed) or "")


def _stacked_as_renamed(tables: list[pd.DataFrame], after: pd.DataFrame) -> CheckResult:
    """Every row of every input, under the kept headings, is a row of the result (and nothing else is)."""
    cols = [c for c in after.columns if all(c in t.columns for t in tables)]
    want = Counter(r for t in tables for r in _rows(t, cols))
    got = Counter(_rows(after, cols))
    return _result(
        "every row stacked under the kept headings",
        want == got,
        f"{sum((want - got).values())} row(s) missing, {sum((got - want).values())} unexpected",
    )


# What the request words mean, read independently of the operators' own patterns.
_LINK = re.compile(r"https?://|www\.", re.IGNORECASE)
_PII = {
    "email": r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+",
    "phone": r"(?<!\d)(?:\+?\d[\s().-]*){9,14}\d(?!\d)",
    "ssn": r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)",
    "credit_card": r"(?<!\d)(?:\d[ -]?){12,15}\d(?!\d)",
    "ip": r"(?<!\d)(?:\d{1,3}\.){3}\d{1,3}(?!\d)",
}


def _symbol_share(text: str) -> float:
    return sum(1 for ch in text if not (ch.isalnum() or ch.isspace())) / len(text) if text else 0.0


def _check_text_filter(
    it: TextFilter, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    texts = before[it.column].tolist()
    if it.what == "links":
        drop = [bool(_LINK.search(t)) for t in texts]
    elif it.what == "pii":
        kinds = it.pii_kinds or ["email", "phone", "ssn", "credit_card"]
        rx = re.compile("|".join(_PII[k] for k in kinds))
        drop = [bool(rx.search(t)) for t in texts]
    elif it.what == "symbols":
        drop = [_symbol_share(t) > it.max_ratio for t in texts]
    elif it.what == "blocked_words":
        if not it.words:
            return [_row_count_le(before, after)], False
        rx = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in it.words) + r")\b", re.IGNORECASE)
        drop = [bool(rx.search(t)) for t in texts]
    elif it.what == "length":

        def size(t: str) -> int:
            return len(t.split()) if it.unit == "words" else len(t)

        drop = [
            (it.min_len is not None and size(t) < it.min_len)
            or (it.max_len is not None and size(t) > it.max_len)
            for t in texts
        ]
    else:  # language: no independent reading here
        return [_row_count_le(before, after), _subset(before, after)], False
    expected = [r for r, d in zip(_rows(before), drop, strict=True) if not d]
    return [
        _same_rows(
            expected,
            _rows(after),
            f"exactly the rows whose {it.column} has {it.what.replace('_', ' ')} removed",
        )
    ], True


def _row_count_le(before: pd.DataFrame, after: pd.DataFrame) -> CheckResult:
    return _result("no rows added", len(after) <= len(before), f"{len(before)} -> {len(after)}")


def _subset(before: pd.DataFrame, after: pd.DataFrame) -> CheckResult:
    extra = (
        Counter(_rows(after)) - Counter(_rows(before))
        if list(after.columns) == list(before.columns)
        else {"columns": 1}
    )
    return _result(
        "kept rows unchanged",
        not extra,
        f"{sum(extra.values())} row(s) not in the input" if extra else "all kept rows as in the input",
    )


def _check_mask(it: MaskWords, before: pd.DataFrame, after: pd.DataFrame) -> tuple[list[CheckResult], bool]:
    out = [_row_count(before, after), _unchanged_columns(before, after, {it.column})]
    if len(before) != len(after):
        return out, True
    rx = re.compile(
        r"\b(?:" + "|".join(re.escape(w) for w in sorted(it.words, key=len, reverse=True)) + r")\b",
        re.IGNORECASE,
    )
    wrong = sum(
        1 for x, y in zip(before[it.column], after[it.column], strict=True) if rx.sub(it.mask, x) != y
    )
    out.append(
        _result(
            f"each listed word in {it.column} masked, nothing else changed",
            wrong == 0,
            f"{wrong} value(s) differ",
        )
    )
    return out, True


def _check_consistent(
    it: MakeConsistent, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    out = [_row_count(before, after), _unchanged_columns(before, after, {it.dependent})]
    groups: dict[tuple, Counter] = {}
    firsts: dict[tuple, str] = {}
    keys = _rows(before, it.determinant)
    for k, v in zip(keys, before[it.dependent], strict=True):
        if v.strip():
            groups.setdefault(k, Counter())[v] += 1
            firsts.setdefault(k, v)
    if len(before) != len(after):
        return out, True
    bad = 0
    for k, y in zip(keys, after[it.dependent], strict=True):
        c = groups.get(k)
        if c and it.keep == "first":
            bad += y != firsts[k]
        elif c:
            top = max(c.values())
            if y not in {v for v, n in c.items() if n == top}:
                bad += 1
    per = Counter(k for k, y in set(zip(keys, after[it.dependent], strict=True)) if y.strip())
    multi = sum(1 for n in per.values() if n > 1)
    out.append(
        _result(
            f"one {it.dependent} per {', '.join(it.determinant)}",
            multi == 0,
            f"{multi} group(s) still inconsistent",
        )
    )
    out.append(
        _result(
            f"{it.dependent} set to the {'first value' if it.keep == 'first' else 'value most often'} written",
            bad == 0,
            f"{bad} row(s) otherwise",
        )
    )
    return out, True


def _check_rename(
    it: RenameColumns, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    want = list(it.mapping.values()) if it.only_mapped else [it.mapping.get(c, c) for c in before.columns]
    ok_cols = list(after.columns) == want
    same = (
        ok_cols
        and len(before) == len(after)
        and all((before[old].to_numpy() == after[new].to_numpy()).all() for old, new in it.mapping.items())
    )
    return [
        _result("columns named as requested", ok_cols, f"{list(after.columns)}"),
        _result("renamed columns keep their values", same, ""),
    ], True


def _check_model_label(
    it: ModelLabel, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    out = [_row_count(before, after), _unchanged_columns(before, after, {it.target})]
    if it.target in after.columns:
        allowed = {lab.casefold() for lab in it.labels} | {"other"}
        bad = sum(1 for v in after[it.target] if v.casefold() not in allowed)
        out.append(_result(f"every {it.target} is one of {it.labels}", bad == 0, f"{bad} other value(s)"))
    else:
        out.append(_result(f"{it.target} written", False, "missing"))
    # which label fits a text is a judgement: the checks cannot decide it
    return out, False


# Length, mass, volume, time and speed in one base unit each (metre, kilogram, litre, second, metre a second): exact definitions, kept apart from the operator's table.
_TO_BASE = {
    "mm": ("length", 0.001),
    "cm": ("length", 0.01),
    "m": ("length", 1.0),
    "km": ("length", 1000.0),
    "in": ("length", 0.0254),
    "ft": ("length", 0.3048),
    "g": ("mass", 0.001),
    "kg": ("mass", 1.0),
    "t": ("mass", 1000.0),
    "lb": ("mass", 0.45359237),
    "oz": ("mass", 0.028349523125),
    "mi": ("length", 1609.344),
    "ug": ("mass", 1e-9),
    "mg": ("mass", 1e-6),
    "ul": ("volume", 1e-6),
    "ml": ("volume", 1e-3),
    "cl": ("volume", 1e-2),
    "dl": ("volume", 1e-1),
    "l": ("volume", 1.0),
    "gal": ("volume", 3.785411784),
    "ms": ("time", 0.001),
    "s": ("time", 1.0),
    "min": ("time", 60.0),
    "h": ("time", 3600.0),
    "d": ("time", 24 * 3600.0),
    "wk": ("time", 7 * 24 * 3600.0),
    "mo": ("time", 365.25 * 24 * 3600.0 / 12),
    "yr": ("time", 365.25 * 24 * 3600.0),
    "kmh": ("speed", 1 / 3.6),
    "mph": ("speed", 0.44704),
    "mps": ("speed", 1.0),
    "kn": ("speed", 1852 / 3600),
}


# the temperature scales, in pint's names: a second reading of a conversion the operator does with its own table
_PINT_SCALES = {"c": "degC", "f": "degF", "k": "kelvin", "re": "degRe", "ra": "degR"}


def _temperature_converter(src: str, dst: str) -> Callable[[float], float]:
    """A temperature from scale ``src`` in scale ``dst``, by pint (offset scales need its Quantity)."""
    registry = unit_registry()
    a, b = _PINT_SCALES[src], _PINT_SCALES[dst]
    return lambda v: float(registry.Quantity(v, a).to(b).magnitude)


# the operator's unit codes in pint's names, for a second reading of a conversion (rates as "pound / acre")
_PINT_NAMES = {
    "mm": "millimeter", "cm": "centimeter", "m": "meter", "km": "kilometer", "in": "inch", "ft": "foot",
    "mi": "mile", "g": "gram", "kg": "kilogram", "t": "tonne", "lb": "pound", "oz": "ounce", "ug": "microgram",
    "mg": "milligram", "ul": "microliter", "ml": "milliliter", "cl": "centiliter", "dl": "deciliter", "l": "liter",
    "gal": "gallon", "ms": "millisecond", "s": "second", "min": "minute", "h": "hour", "d": "day", "wk": "week",
    "ha": "hectare", "acre": "43560 * foot ** 2", "km2": "kilometer ** 2", "m2": "meter ** 2", "sqmi": "mile ** 2",
    "sqft": "foot ** 2", "kmh": "kilometer / hour", "mph": "mile / hour", "mps": "meter / second", "kn": "knot",
}  # fmt: skip


def _pint_factor(src: str, dst: str) -> float | None:
    """How many ``dst`` one ``src`` is: from the table of exact definitions above for plain units, and by pint for
    the units that table lacks and for rates of two units ("lb/acre" to "t/ha"); None across dimensions."""
    a, b = _TO_BASE.get(src), _TO_BASE.get(dst)
    if a is not None and b is not None:
        return a[1] / b[1] if a[0] == b[0] else None

    def pint_name(unit: str) -> str | None:
        parts = [_PINT_NAMES.get(p) for p in unit.split("/")]
        return None if None in parts or len(parts) > 2 else " / ".join(f"({p})" for p in parts if p)

    here, there = pint_name(src), pint_name(dst)
    if here is None or there is None:
        return None
    registry = unit_registry()
    try:  # (the international acre, 43,560 square feet; pint's "acre" is the US survey acre)
        return float(
            (registry.parse_expression(here) / registry.parse_expression(there)).to("dimensionless").magnitude
        )
    except Exception:  # pint's DimensionalityError and its parse errors: no second reading, no check
        return None


def _check_convert(
    it: ConvertUnit, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """Bare numbers in the stated unit become the wanted unit (rounded as asked); a value written with a plain
    unit of its own ("8.8 cm", "7.56 in") is converted from that unit. Complete when every filled value was
    checked one way or the other."""
    out = [_row_count(before, after), _unchanged_columns(before, after, {it.column})]
    convert = None
    if it.from_unit in _PINT_SCALES and it.to_unit in _PINT_SCALES:
        convert = _temperature_converter(it.from_unit, it.to_unit)
    elif (factor := _pint_factor(it.from_unit or "", it.to_unit)) is not None:

        def convert(v: float) -> float:
            return v * factor

    if len(before) != len(after):
        return out, False
    wrong, checked = 0, 0
    for x, y in zip(before[it.column], after[it.column], strict=True):
        v = _num(x)
        if v is not None and convert is not None:
            want = convert(v * it.scale)
        else:
            # a number with its own unit after it, read again here (a plain unit, never a temperature)
            own = re.fullmatch(r"\s*(-?\d[\d,]*(?:\.\d+)?)\s*([A-Za-z]+)\.?\s*", str(x))
            f = _pint_factor(own.group(2).lower(), it.to_unit) if own else None
            if f is None or own.group(2).lower() in _PINT_SCALES:
                continue
            want = float(own.group(1).replace(",", "")) * f
        checked += 1
        got = _num(y)
        if got is None or not _rounded_from(got, want, it.round):
            wrong += 1
    out.append(
        _result(
            f"{it.column} converted from {it.from_unit or 'the unit of each value'} to {it.to_unit}",
            wrong == 0,
            f"{wrong} of {checked} value(s) otherwise",
        )
    )
    every_checked = checked > 0 and checked == sum(1 for x in before[it.column] if str(x).strip())
    return out, every_checked


def _derived(values: list[float | None], op: str) -> float | None:
    """A second reading of a derived cell from the row's numbers (None where one is blank or a ratio divides
    by zero)."""
    if any(v is None for v in values):
        return None
    nums = [float(v) for v in values if v is not None]
    if op == "sum":
        return math.fsum(nums)
    if op == "difference":
        return nums[0] - nums[1]
    if op == "product":
        return math.prod(nums)
    return None if nums[1] == 0 else nums[0] / nums[1]


def _rounded_from(value: float, exact: float, decimals: int | None) -> bool:
    """Whether ``value`` is ``exact`` rounded to ``decimals`` places (either way on a tie: libraries round
    halves differently), or ``exact`` itself when no rounding was asked."""
    if decimals is None:
        return math.isclose(value, exact, rel_tol=1e-9, abs_tol=1e-9)
    step = 10.0**-decimals
    on_grid = math.isclose(value / step, round(value / step), rel_tol=0, abs_tol=1e-6)
    return on_grid and abs(value - exact) <= step / 2 + 1e-9 * max(1.0, abs(exact))


def _check_derive(
    it: DeriveColumn, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """The new column holds, row by row, the asked arithmetic of its columns (rounded as asked), and nothing
    else changed."""
    # a column the table has is worked out again ("recompute the totals"); any other is new
    out = [_row_count(before, after), _unchanged_columns(before, after, {it.target} & set(before.columns))]
    if it.target not in after.columns or len(before) != len(after):
        out.append(_result(f"{it.target} written", False, "missing, or rows changed"))
        return out, True
    wrong = 0
    for row, got in zip(before.to_dict(orient="records"), after[it.target], strict=True):
        want = _derived([_num(str(row[c])) for c in it.columns], it.op)
        value = _num(got) if str(got).strip() else None
        if want is None or value is None:
            wrong += (want is None) != (value is None)
        else:
            wrong += not _rounded_from(value, want, it.round)
    out.append(_result(f"{it.describe()}", wrong == 0, f"{wrong} row(s) otherwise"))
    return out, True


def _check_select(
    it: SelectColumns, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """Exactly the asked columns, in order, each with every cell as it was."""
    want = list(it.keep) if it.keep else [c for c in before.columns if c not in it.drop]
    if list(after.columns) != want:
        return [_result("columns as asked", False, f"{list(after.columns)} != {want}")], True
    same = len(before) == len(after) and _rows(before, want) == _rows(after)
    return [
        _result("columns as asked", True, ", ".join(want)),
        _result("rows and cells unchanged", same, "" if same else "rows or cells differ from the input"),
    ], True


def _order_key(cells: list[str]) -> Callable[[str], Any]:
    """How a column's canonical cells compare: as numbers when all are numbers, as days when all are dates,
    else as text without case."""
    filled = [c for c in cells if c.strip()]
    if filled and all(_num(c) is not None for c in filled):
        return lambda c: _num(c)
    if filled and all(_as_day(c) is not None for c in filled):
        return lambda c: _as_day(c)
    return str.casefold


def _check_sort(it: SortRows, before: pd.DataFrame, after: pd.DataFrame) -> tuple[list[CheckResult], bool]:
    """A second reading of a stable sort: successive stable sorts from the last key to the first, blanks
    last in every key."""
    rows = before.to_dict(orient="records")
    order = list(range(len(rows)))
    descending = [*it.descending, *[False] * len(it.by)][: len(it.by)]
    for column, down in reversed(list(zip(it.by, descending, strict=True))):
        key = _order_key([r[column] for r in rows])
        filled = [i for i in order if rows[i][column].strip()]
        blank = [i for i in order if not rows[i][column].strip()]
        order = sorted(filled, key=lambda i: key(rows[i][column]), reverse=down) + blank
    expected = [tuple(rows[i].values()) for i in order]
    return [_same_rows(expected, _rows(after), f"rows in the order of {it.describe()[8:]}")], True


def _check_top(it: TopRows, before: pd.DataFrame, after: pd.DataFrame) -> tuple[list[CheckResult], bool]:
    """The n rows with the largest (smallest) numbers, in input order. A tie at the cut makes "the n largest"
    ambiguous: the check then passes the earlier rows but is not complete."""
    values = [(_num(v) if v.strip() else None) for v in before[it.column]]
    groups: dict[tuple, list[int]] = {}
    for i, key in enumerate(_rows(before, list(it.by)) if it.by else [()] * len(before)):
        if values[i] is not None:
            groups.setdefault(key, []).append(i)
    chosen: set[int] = set()
    tied = None
    for members in groups.values():
        ranked = sorted(members, key=lambda i: -values[i] if it.largest else values[i])  # type: ignore[operator]
        chosen |= set(ranked[: it.n])
        if len(ranked) > it.n and values[ranked[it.n - 1]] == values[ranked[it.n]]:
            tied = values[ranked[it.n]]
    all_rows = _rows(before)
    want = [r for i, r in enumerate(all_rows) if (i in chosen) != it.drop]
    res = _same_rows(want, _rows(after), it.describe())
    if tied is not None:
        res.detail += f"; a tie at the cut ({it.column} = {tied:g}): which rows is a choice"
    return [res], tied is None


def _check_head(it: HeadRows, before: pd.DataFrame, after: pd.DataFrame) -> tuple[list[CheckResult], bool]:
    rows = _rows(before)
    want = rows[-it.n :] if it.last else rows[: it.n]
    return [_same_rows(want, _rows(after), it.describe())], True


_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _check_date_part(
    it: DatePart, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """Each new cell is the asked part of the row's date, read by dateutil in the column's own order."""
    out = [_row_count(before, after), _unchanged_columns(before, after, set())]
    if it.target not in after.columns or it.target in before.columns or len(before) != len(after):
        out.append(
            _result(f"{it.target} written as a new column", False, "missing, already there, or rows changed")
        )
        return out, True
    first = bool(_day_first(before[it.column].tolist()))
    wrong = 0
    for x, y in zip(before[it.column], after[it.target], strict=True):
        try:
            day = (
                _last_century(dateutil_parser.parse(x.strip(), dayfirst=first).date(), x)
                if x.strip()
                else None
            )
        except (ValueError, OverflowError):
            day = None
        if day is None:
            wrong += bool(str(y).strip())
            continue
        want = {
            "year": day.year,
            "month": day.month,
            "day": day.day,
            "quarter": (day.month - 1) // 3 + 1,
            "weekday": _WEEKDAYS[day.weekday()],
        }[it.part]
        wrong += not _close(canon(want), str(y))
    out.append(_result(it.describe(), wrong == 0, f"{wrong} cell(s) otherwise"))
    return out, True


def _check_split(
    it: SplitColumn, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """Each row's parts, read back in order with the separator, are its old value (spaces aside); a value holds
    as many parts as it has separators plus one, up to the number asked, and only the part that takes the rest
    (the first when cut from the end, else the last) still holds a separator."""
    out = [_row_count(before, after), _unchanged_columns(before, after, {it.column})]
    new = [n for n in it.into if n != it.column]
    if (
        len(before) != len(after)
        or any(n not in after.columns for n in it.into)
        or any(n in before.columns for n in new)
    ):
        out.append(
            _result(it.describe(), False, "a part's column is missing or was there before, or rows changed")
        )
        return out, True

    def squash(text: str) -> str:
        return re.sub(r"\s+", "", text)

    def same_parts(parts: list[str], text: str) -> bool:
        """The parts read back are the value, a part of digits compared as the number it is ("01" is read in as
        1 when the table is read)."""
        if squash(it.separator.join(parts)) == squash(text):
            return True
        written = text.split(it.separator) if not it.from_end else text.rsplit(it.separator, len(parts) - 1)
        if len(written) != len(parts):
            return False
        return all(
            squash(p) == squash(w)
            or (w.strip().isdigit() and _num(p) is not None and _num(p) == float(w.strip()))
            for p, w in zip(parts, written, strict=True)
        )

    n, wrong = len(it.into), 0
    for i, value in enumerate(before[it.column]):
        parts = [str(after[name].iloc[i]).strip() for name in it.into]
        text = value.strip()
        filled = min(text.count(it.separator) + 1, n) if text else 0
        rest = 0 if it.from_end else n - 1  # the part that may keep separators
        ok = (
            all(bool(q) for q in parts[:filled])
            and not any(parts[filled:])
            and same_parts(parts[:filled], text)
            and not any(it.separator in q for j, q in enumerate(parts) if j != rest)
        )
        wrong += not ok
    out.append(_result(it.describe(), wrong == 0, f"{wrong} row(s) otherwise"))
    return out, True


def _check_set_values(
    it: SetValues, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """The matching rows hold the value (blank when none is given); every other cell is as it was."""
    out = [_row_count(before, after), _unchanged_columns(before, after, {it.column})]
    if len(before) != len(after) or it.column not in after.columns:
        return out, True
    want_value = "" if it.value is None else canon(it.value)
    conds = with_statistics(it.conditions, before)
    wrong = 0
    for row, got in zip(before.to_dict(orient="records"), after[it.column], strict=True):
        want = want_value if row_matches(conds, it.match, row) else row[it.column]
        wrong += not (_close(want, got) if want.strip() else not str(got).strip())
    out.append(_result(it.describe(), wrong == 0, f"{wrong} cell(s) otherwise"))
    return out, True


def _check_scale(
    it: ScaleColumn, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """Each number is the input number times the factor, rounded as asked; blanks stay blank."""
    out = [_row_count(before, after), _unchanged_columns(before, after, {it.column})]
    if len(before) != len(after) or it.column not in after.columns:
        return out, True
    wrong, numbers = 0, 0
    for x, y in zip(before[it.column], after[it.column], strict=True):
        v = _num(x) if x.strip() else None
        if v is None:
            wrong += x.strip() != y.strip()
            continue
        numbers += 1
        got = _num(y)
        wrong += got is None or not _rounded_from(got, v * it.factor, it.round)
    out.append(_result(it.describe(), wrong == 0, f"{wrong} cell(s) otherwise"))
    return out, numbers == sum(1 for x in before[it.column] if x.strip())


def _check_share(
    it: ShareOfTotal, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """Each number is its input number over the total said (the column's, or all the columns' together) times
    100, rounded as asked; the totals are summed here again from the input; blanks stay blank."""
    out = [_row_count(before, after), _unchanged_columns(before, after, set(it.columns))]
    if len(before) != len(after) or not all(c in after.columns for c in it.columns):
        return out, True
    sums = {c: sum(v for x in before[c] if x.strip() and (v := _num(x)) is not None) for c in it.columns}
    grand = sum(sums.values())
    wrong = 0
    for c in it.columns:
        total = grand if it.over == "all" else sums[c]
        for x, y in zip(before[c], after[c], strict=True):
            v = _num(x) if x.strip() else None
            if v is None or not total:
                wrong += x.strip() != y.strip()
                continue
            got = _num(y)
            wrong += got is None or not _rounded_from(got, v * 100 / total, it.round)
    out.append(_result(it.describe(), wrong == 0, f"{wrong} cell(s) otherwise"))
    return out, True


def _check_replace_text(
    it: ReplaceText, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    out = [_row_count(before, after), _unchanged_columns(before, after, {it.column})]
    if len(before) != len(after) or it.column not in after.columns:
        return out, True
    wrong = sum(
        1
        for x, y in zip(before[it.column], after[it.column], strict=True)
        if (_replaced(x, it) if x.strip() else x).strip() != y.strip()
    )
    out.append(_result(it.describe(), wrong == 0, f"{wrong} cell(s) otherwise"))
    return out, True


def _replaced(cell: str, it: ReplaceText) -> str:
    """The cell with ``it.old`` replaced; as whole words, by splitting the cell into runs of word and non-word
    characters and swapping the runs that spell the old words (a second reading, no pattern shared with the
    operator)."""
    if not it.whole_words:
        return cell.replace(it.old, it.new)
    olds = re.split(r"(\W+)", it.old)
    runs = re.split(r"(\W+)", cell)
    out: list[str] = []
    i = 0
    while i < len(runs):
        if runs[i : i + len(olds)] == olds:
            out.append(it.new)
            i += len(olds)
        else:
            out.append(runs[i])
            i += 1
    return "".join(out)


def _check_label_conditions(
    it: LabelByConditions, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """A second reading of a conditional label: each row's label is the first case whose conditions hold on
    its input cells, else the default."""
    out = [_row_count(before, after), _unchanged_columns(before, after, {it.target})]
    if it.target not in after.columns or len(before) != len(after):
        out.append(_result(f"{it.target} written", False, "missing or rows changed"))
        return out, True
    default = canon(it.default)
    cases = [(c, with_statistics(c.conditions, before)) for c in it.cases]
    wrong = 0
    between: list[str] = []
    for row, got in zip(before.to_dict(orient="records"), after[it.target], strict=True):
        want = next((c.label for c, conds in cases if row_matches(conds, c.match, row)), None)
        if want is None and not default:
            between += _between_bands(it, row)
        wrong += canon(got) != (default if want is None else want)
    out.append(
        _result(f"{it.target} follows the conditions", wrong == 0, f"{wrong} row(s) labelled otherwise")
    )
    if between:
        # "average 18 to 27, frugal 28 and over" over 27.3 mpg: the bands as read leave a gap the request did
        # not mean to leave, so the rows in it get no label; nothing says which band they belong to
        out.append(
            _result(
                f"every {it.target} band reached",
                True,
                f"{len(between)} row(s) fall between the bands, e.g. {', '.join(between[:3])}: left blank",
            )
        )
    return out, not between


# the words a request gives the rows no case takes a label with ("and other for everything else")
_REST_SAID = re.compile(
    r"\b(?:everything|anything|everyone|everybody|all) else\b|\botherwise\b|\bevery other\b|"
    r"\ball (?:the )?others\b|\bin (?:all )?other cases\b|\bthe (?:rest|others)\b|\bwhatever(?: is|'s)? left\b|"
    r"\bremaining\b|\bleft ?over\b|\bdefault\b",
    re.IGNORECASE,
)


_REST_LEFT_BLANK = re.compile(
    r"\b(?:leave|left|stays?|remains?|keep)\w* (?:it |them |those |the rest |the others )?(?:blank|empty|unlabell?ed)\b|"
    r"\b(?:blank|empty|nothing|no label) (?:for|otherwise|everywhere else|for the rest)\b|"
    r"\b(?:leave|left|keep)\w* (?:the rest|the others|everything else|them) (?:as (?:they are|it is|is)|alone|"
    r"untouched|unchanged|out of it)\b|"
    r"\b(?:the rest|the others|everything else) (?:can |should |will )?(?:stay|remain)s? (?:as (?:they are|it is)|blank|"
    r"empty|alone|unlabell?ed)\b",
    re.IGNORECASE,
)


def _rest_labelled(it: LabelByConditions, after: pd.DataFrame, request: str) -> list[CheckResult]:
    """Read from the request alone: where it gives the rest a label, no row is left without one (a reading that
    lost the rest's label leaves them blank)."""
    if it.default or not _REST_SAID.search(request or "") or it.target not in after.columns:
        return []
    if _REST_LEFT_BLANK.search(request):
        return []  # "otherwise leave it blank": the rest are meant to have none
    blank = int(after[it.target].map(lambda v: canon(v) == "").sum())
    return [
        _result(
            f"every row given a {it.target}",
            blank == 0,
            f"{blank} row(s) without one, though the request labels the rest",
        )
    ]


def _between_bands(it: LabelByConditions, row: dict[str, str]) -> list[str]:
    """The cells of ``row`` that lie between the numeric bounds the cases set on their column (above the lowest
    and below the highest) though no case holds: a gap between two bands."""
    bounds: dict[str, list[float]] = {}
    for case in it.cases:
        for cond in case.conditions:
            values = cond.value if isinstance(cond.value, list) else [cond.value]
            if cond.op in ("<", "<=", ">", ">=", "between") and all(
                isinstance(v, int | float) and not isinstance(v, bool) for v in values
            ):
                bounds.setdefault(cond.column, []).extend(float(v) for v in values)
    gaps = []
    for column, limits in bounds.items():
        value = _num(str(row.get(column, "")))
        if value is not None and len(limits) >= 2 and min(limits) < value < max(limits):
            gaps.append(f"{column} {row[column]}")
    return gaps


def _check_increment(
    it: MergeIncrement, history: pd.DataFrame, after: pd.DataFrame, batch: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """A second reading of an incremental merge: one row per key; every key of the history and of the batch
    present; for each key the version with the latest timestamp (the history's, then the earlier batch row,
    on a tie) kept whole."""
    out: list[CheckResult] = []
    missing = [c for c in [*it.key, it.timestamp] if c not in after.columns]
    if missing:
        return [_result("key and timestamp columns kept", False, str(missing))], True
    cols = [c for c in after.columns if c in history.columns or c in batch.columns]
    expected: dict[tuple, tuple[float | None, tuple]] = {}
    for frame in (history, batch):
        f = frame.reindex(columns=cols, fill_value="")
        for row in f.itertuples(index=False, name=None):
            rec = dict(zip(cols, row, strict=True))
            k = tuple(rec[c] for c in it.key)
            when = _when(rec[it.timestamp])
            held = expected.get(k)
            if held is None or (when is not None and (held[0] is None or when > held[0])):
                expected[k] = (when, row)
    got = _rows(after, cols)
    keys = [tuple(dict(zip(cols, r, strict=True))[c] for c in it.key) for r in got]
    dupes = len(keys) - len(set(keys))
    out.append(_result(f"one row per {', '.join(it.key)}", dupes == 0, f"{dupes} repeated"))
    lost = [k for k in expected if k not in set(keys)]
    out.append(
        _result(
            "every key of the history and of the new batch is kept",
            not lost and len(set(keys)) == len(expected),
            f"{len(lost)} lost; {len(set(keys) - set(expected))} not in either input",
        )
    )
    wrong = sum(
        1 for k, r in zip(keys, got, strict=True) if k in expected and not _same_row(r, expected[k][1])
    )
    out.append(
        _result(
            f"each key keeps the version with the latest {it.timestamp}",
            wrong == 0,
            f"{wrong} row(s) are another version",
        )
    )
    return out, True


def _check_upsert(
    it: Upsert, base: pd.DataFrame, after: pd.DataFrame, updates: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """A second reading of corrections applied by key: every row of the table, with the columns the updates
    give taken from the update of its key, plus a row for every key the table lacks; compared as a multiset
    of rows, so the order the rows come in is free."""
    missing = [c for c in it.key if c not in after.columns or c not in updates.columns]
    if missing:
        return [_result("key columns kept", False, str(missing))], True
    cols, key = list(after.columns), list(it.key)
    by_key = {tuple(r[k] for k in key): r for r in updates.to_dict("records")}
    expected: list[tuple] = []
    present = set()
    for row in base.reindex(columns=cols, fill_value="").to_dict("records"):
        k = tuple(row[c] for c in key)
        present.add(k)
        fixed = {**row, **{c: v for c, v in by_key.get(k, {}).items() if c in row}}
        expected.append(tuple(fixed[c] for c in cols))
    added = [k for k in by_key if k not in present]
    expected += [tuple(by_key[k].get(c, "") for c in cols) for k in added]
    want, got = Counter(expected), Counter(_rows(after, cols))
    out = [
        _result(
            f"{len(by_key) - len(added)} key(s) corrected, {len(added)} added",
            len(after) == len(expected),
            f"{len(after)} rows; expected {len(expected)}",
        ),
        _result(
            "every other row unchanged and every corrected row as given",
            got == want,
            f"{sum((want - got).values())} expected row(s) missing, {sum((got - want).values())} unexpected",
        ),
    ]
    return out, True


def _check_fill_from_table(
    it: FillFromTable, before: pd.DataFrame, after: pd.DataFrame, lookup: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    """A second reading of a lookup fill: each blank cell whose key the lookup holds (with a value) now has
    that value; every other cell, and every other column, is as it was."""
    out = [_row_count(before, after), _unchanged_columns(before, after, set(it.columns))]
    if len(before) != len(after) or any(c not in after.columns for c in it.columns):
        return out, True
    keys_of = {tuple(r[k] for k in it.other_keys): r for r in lookup.to_dict("records")}
    for target, source in it.columns.items():
        filled = wrong = 0
        for (_, row), got in zip(before.iterrows(), after[target], strict=True):
            match = keys_of.get(tuple(row[k] for k in it.keys))
            want = row[target]
            if not str(want).strip() and match is not None and str(match[source]).strip():
                want, filled = match[source], filled + 1
            wrong += not _close(str(got), str(want))
        out.append(
            _result(
                f"blanks of {target} filled from {it.other}'s {source} by {', '.join(it.keys)}",
                wrong == 0,
                f"{filled} to fill; {wrong} cell(s) otherwise",
            )
        )
    return out, True


def _same_row(a: tuple, b: tuple) -> bool:
    return all(_close(x, y) for x, y in zip(a, b, strict=True))


def verify_step(
    n: int,
    step: StepSpec,
    before: pd.DataFrame,
    after: pd.DataFrame,
    others: dict[str, pd.DataFrame],
    *,
    request: str = "",
) -> StepVerification:
    """The checks of one step over its (canonicalised) input and output; ``request`` (the whole request) lets
    a check compare what the step wrote with values the request spells out."""
    b, a = canon_frame(before), canon_frame(after)
    it = step.intent
    if isinstance(it, RowFilter):
        checks, complete = _check_filter(it, b, a)
    elif isinstance(it, DropMissing):
        checks, complete = _check_drop_missing(it, b, a)
    elif isinstance(it, FillMissing):
        checks, complete = _check_fill(it, b, a)
    elif isinstance(it, Deduplicate):
        checks, complete = _check_dedup(it, b, a)
    elif isinstance(it, Standardize):
        if it.format == "number" and it.column in before.columns:
            # canon would read "6.710" as 6.71: numbers written with thousands dots are judged as written
            as_written = before[it.column].map(
                lambda v: "" if v is None or (isinstance(v, float) and v != v) else str(v)
            )
            b = b.assign(**{it.column: as_written.to_numpy()})
        checks, complete = _check_standardize(it, b, a)
    elif isinstance(it, Label):
        checks, complete = _check_label(it, b, a)
    elif isinstance(it, Join):
        checks, complete = _check_join(it, b, a, canon_frame(others[it.other]))
    elif isinstance(it, LabelByConditions):
        checks, complete = _check_label_conditions(it, b, a)
        checks += _rest_labelled(it, a, request)
    elif isinstance(it, MergeIncrement):
        checks, complete = _check_increment(it, b, a, canon_frame(others[it.other]))
    elif isinstance(it, FillFromTable):
        checks, complete = _check_fill_from_table(it, b, a, canon_frame(others[it.other]))
    elif isinstance(it, Upsert):
        checks, complete = _check_upsert(it, b, a, canon_frame(others[it.other]))
    elif isinstance(it, Union):
        checks, complete = _check_union(
            it,
            [b, *[canon_frame(others[o]) for o in it.others]],
            a,
            files=[step.table, *it.others],
            request=request,
        )
    elif isinstance(it, TextFilter):
        checks, complete = _check_text_filter(it, b, a)
    elif isinstance(it, MaskWords):
        checks, complete = _check_mask(it, b, a)
    elif isinstance(it, ReshapeLong):
        checks, complete = _check_reshape_long(it, b, a)
    elif isinstance(it, MisspeltCopies):
        checks, complete = _check_misspelt_copies(it, b, a)
    elif isinstance(it, NearDuplicates):
        checks, complete = [_row_count_le(b, a), _subset(b, a)], False
    elif isinstance(it, MakeConsistent):
        checks, complete = _check_consistent(it, b, a)
    elif isinstance(it, RenameColumns):
        checks, complete = _check_rename(it, b, a)
    elif isinstance(it, ModelLabel):
        checks, complete = _check_model_label(it, b, a)
    elif isinstance(it, FillFrom):
        checks, complete = _check_fill_from(it, b, a)
    elif isinstance(it, MapValues):
        checks, complete = _check_map_values(it, b, a)
    elif isinstance(it, ConvertUnit):
        checks, complete = _check_convert(it, b, a)
    elif isinstance(it, DeriveColumn):
        checks, complete = _check_derive(it, b, a)
    elif isinstance(it, SelectColumns):
        checks, complete = _check_select(it, b, a)
    elif isinstance(it, SortRows):
        checks, complete = _check_sort(it, b, a)
    elif isinstance(it, TopRows):
        checks, complete = _check_top(it, b, a)
    elif isinstance(it, SetValues):
        checks, complete = _check_set_values(it, b, a)
    elif isinstance(it, HeadRows):
        checks, complete = _check_head(it, b, a)
    elif isinstance(it, DatePart):
        checks, complete = _check_date_part(it, b, a)
    elif isinstance(it, SplitColumn):
        checks, complete = _check_split(it, b, a)
    elif isinstance(it, ScaleColumn):
        checks, complete = _check_scale(it, b, a)
    elif isinstance(it, ReplaceText):
        checks, complete = _check_replace_text(it, b, a)
    elif isinstance(it, ShareOfTotal):
        checks, complete = _check_share(it, b, a)
    else:  # pragma: no cover - every intent kind is handled above
        checks, complete = [], False
    for c in checks:
        c.step = n
    said = it.describe()
    if isinstance(it, _CHANGES_ROWS_OR_CELLS) and b.shape == a.shape and b.equals(a):
        # a removal or repair that matches nothing passes its own checks trivially ("drop the rows without a
        # driveway" read as blank cells in a yes/no column): nothing confirms that the request was read right
        complete, said = False, f"{said} (it changed nothing)"
    elif isinstance(it, _REMOVES_ROWS) and len(b) and not len(a):
        # no one asks for an empty table: conditions that leave no row ("from 2020 onwards, and the 2019 Oslo
        # row" read as one group) were most likely joined the wrong way
        complete, said = False, f"{said} (it removed every row)"
    return StepVerification(step=n, intent=said, checks=checks, complete=complete)


_REMOVES_ROWS = (RowFilter, DropMissing, TextFilter, TopRows, HeadRows)
_CHANGES_ROWS_OR_CELLS = (
    RowFilter,
    DropMissing,
    FillMissing,
    Deduplicate,
    TextFilter,
    MaskWords,
    MakeConsistent,
    FillFrom,
    MapValues,
    TopRows,
    SetValues,
    ScaleColumn,
    ReplaceText,
)


def _check_fill_from(
    it: FillFrom, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    out = [_row_count(before, after), _unchanged_columns(before, after, set(it.sources))]
    if len(before) != len(after) or any(t not in after.columns for t in it.sources):
        return out, True
    for target, source in it.sources.items():
        expected = [x if x != "" else s for x, s in zip(before[target], before[source], strict=True)]
        wrong = sum(1 for e, y in zip(expected, after[target], strict=True) if e != y)
        out.append(
            _result(
                f"blank {target} cells take {source}, the others as they were",
                wrong == 0,
                f"{wrong} cell(s) otherwise",
            )
        )
    return out, True


def _check_map_values(
    it: MapValues, before: pd.DataFrame, after: pd.DataFrame
) -> tuple[list[CheckResult], bool]:
    out = [_row_count(before, after), _unchanged_columns(before, after, {it.column})]
    if len(before) != len(after) or it.column not in after.columns:
        return out, True
    wanted = {canon(k): canon(v) for k, v in it.meanings.items()}
    wrong = [
        (x, y)
        for x, y in zip(before[it.column], after[it.column], strict=True)
        if y != wanted.get(x.strip(), x)
    ]
    out.append(
        _result(
            f"every listed {it.column} code spelled out, the others as they were",
            not wrong,
            f"{len(wrong)} value(s) otherwise" + (f", e.g. {wrong[0]}" if wrong else ""),
        )
    )
    return out, True


def same_table(result: pd.DataFrame, delivered: pd.DataFrame) -> CheckResult:
    """The delivered file reads back as the verified result (nothing lost in writing)."""
    a, b = canon_frame(result), canon_frame(delivered)
    ok = list(a.columns) == [str(c) for c in b.columns] and _rows(a) == _rows(b)
    return _result(
        "delivered file equals the verified result",
        ok,
        "" if ok else f"{len(a)}x{len(a.columns)} vs {len(b)}x{len(b.columns)}",
    )
