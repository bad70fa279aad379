"""Figures for the DSBench analysis room: workbook read/recompute/render time and answer-check throughput.

Run: ``.venv/bin/python benchmarks/dsbench_analysis_reader.py`` (prints a table; no model, no network).
"""

from __future__ import annotations

import json
import time

from dataagents.datascience.analysis.answers import check_answer
from dataagents.datascience.analysis.release import load_release
from dataagents.datascience.analysis.suite import SAMPLE_ROOT
from dataagents.datascience.analysis.workbook import read_workbook_view, render_workbook
from dataagents.llm.tokens import count_tokens


def main() -> None:
    print(
        f"{'workbook':28} {'cells':>7} {'formulas':>8} {'read s':>7} {'recomputed':>10} {'render s':>8} {'tokens':>6}"
    )
    for ch in load_release(SAMPLE_ROOT):
        for wb in ch.workbooks:
            t0 = time.perf_counter()
            view = read_workbook_view(wb)
            t1 = time.perf_counter()
            text = render_workbook(view, budget_tokens=2000)
            t2 = time.perf_counter()
            cells = sum(len(s.values) for s in view.sheets)
            formulas = sum(len(s.formulas) for s in view.sheets)
            print(
                f"{wb.name:28} {cells:7d} {formulas:8d} {t1 - t0:7.2f} {view.recomputed!s:>10} "
                f"{t2 - t1:8.2f} {count_tokens(text):6d}"
            )
    gold = [q.answer for ch in load_release(SAMPLE_ROOT) for q in ch.questions]
    preds = [json.dumps(g) if isinstance(g, dict) else str(g) for g in gold]
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < 1.0:
        for p, g in zip(preds, gold, strict=True):
            check_answer(p, g)
            n += 1
    print(f"deterministic answer checks: {n / (time.perf_counter() - t0):,.0f} per second")


if __name__ == "__main__":
    main()
