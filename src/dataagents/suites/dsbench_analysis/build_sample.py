"""Build the bundled DSBench-analysis sample in the release layout (data.json + data/<id>/…).

Three ModelOff-style challenges, made by us (seeded, synthetic; Apache-2.0 like the package):
  00000001  project finance: inflation, a tariff cap and floor, discounting (formulas without cached
            values: a reader must recompute them), named ranges, an organisers' answer workbook that
            must never reach the agent
  00000002  smart-meter export: one messy text column to clean before counting (after the paper's
            Table 12 example), plus a chart image
  00000003  retail lookups: transactions, two tables on one sheet (one with headers in the first
            column), a price list under a merged title; answers need joins across sheets

The answers in data.json come from ``solutions.py``, which reads the written workbooks back.
Run: ``.venv/bin/python src/dataagents/suites/dsbench_analysis/build_sample.py``
"""

from __future__ import annotations

import datetime as dt
import json
import sys
from pathlib import Path

import numpy as np
from openpyxl import Workbook
from openpyxl.styles import Font
from openpyxl.workbook.defined_name import DefinedName

HERE = Path(__file__).resolve().parent
SEED = 20240907

CHALLENGES = [
    {
        "id": "00000001",
        "name": "sample-project-finance-tariff",
        "url": "bundled sample (made by dataagents)",
        "year": 2016,
        "questions": [f"question{i}" for i in range(1, 8)],
    },
    {
        "id": "00000002",
        "name": "sample-smart-meter-cleanup",
        "url": "bundled sample (made by dataagents)",
        "year": 2017,
        "questions": [f"question{i}" for i in range(8, 15)],
    },
    {
        "id": "00000003",
        "name": "sample-retail-lookups",
        "url": "bundled sample (made by dataagents)",
        "year": 2015,
        "questions": [f"question{i}" for i in range(1, 8)],
    },
]


# ------------------------------------------------------------------ 00000001 project finance
FIN = {
    "start_year": 2025,
    "years": 10,
    "base_tariff": 80.0,  # $/MWh in 2025 money
    "inflation": 0.035,
    "cap": 100.0,
    "floor": 82.0,
    "volume": [410, 430, 450, 455, 460, 460, 455, 450, 440, 430],  # GWh
    "opex": 9_000_000.0,  # $ per year in 2025 money, inflated
    "capex": 150_000_000.0,  # $ at 31 Dec 2024
    "discount": 0.08,
}


def build_finance(folder: Path) -> None:
    wb = Workbook()
    ws = wb.active
    ws.title = "Inputs"
    ws["A1"] = "Project Sunridge - Inputs"
    ws["A1"].font = Font(bold=True)
    ws.merge_cells("A1:C1")
    rows = [
        ("Base tariff ($/MWh, 2025 money)", FIN["base_tariff"], "base_tariff"),
        ("Inflation (per year)", FIN["inflation"], "inflation"),
        ("Tariff cap ($/MWh, nominal)", FIN["cap"], "tariff_cap"),
        ("Tariff floor ($/MWh, nominal)", FIN["floor"], "tariff_floor"),
        ("Operating cost ($/yr, 2025 money)", FIN["opex"], "opex"),
        ("Initial capex ($, at 31 Dec 2024)", FIN["capex"], "capex"),
        ("Discount rate (per year)", FIN["discount"], "discount_rate"),
    ]
    for i, (label, value, name) in enumerate(rows, start=3):
        ws.cell(i, 1, label)
        ws.cell(i, 2, value)
        wb.defined_names[name] = DefinedName(name, attr_text=f"Inputs!$B${i}")
    ws["A12"] = "Volume (GWh)"
    for k, vol in enumerate(FIN["volume"]):
        ws.cell(12, 2 + k, vol)
    m = wb.create_sheet("Model")
    m["A1"] = "Period"
    m["A2"] = "Period end"
    m["A3"] = "Year index"
    m["A4"] = "Unconstrained tariff ($/MWh)"
    m["A5"] = "Tariff after cap and floor ($/MWh)"
    m["A6"] = "Volume (GWh)"
    m["A7"] = "Revenue ($)"
    m["A8"] = "Operating cost ($)"
    m["A9"] = "Cash flow ($)"
    m["A10"] = "Cumulative cash flow ($)"
    m["A11"] = "Discount factor"
    m["A12"] = "Present value ($)"
    m["A14"] = "NPV ($)"
    for k in range(FIN["years"]):
        col = 2 + k
        L = m.cell(1, col).column_letter
        prev = m.cell(1, col - 1).column_letter
        m.cell(1, col, FIN["start_year"] + k)
        m.cell(2, col, dt.date(FIN["start_year"] + k, 12, 31)).number_format = "d mmm yyyy"
        m.cell(3, col, k)
        m.cell(4, col, f"=base_tariff*(1+inflation)^{L}3")
        m.cell(5, col, f"=MIN(tariff_cap,MAX(tariff_floor,{L}4))")
        m.cell(6, col, f"=Inputs!{m.cell(12, col).column_letter}12")
        m.cell(7, col, f"={L}5*{L}6*1000")
        m.cell(8, col, f"=opex*(1+inflation)^{L}3")
        m.cell(9, col, f"={L}7-{L}8")
        m.cell(10, col, f"=-capex+{L}9" if k == 0 else f"={prev}10+{L}9")
        m.cell(11, col, f"=1/(1+discount_rate)^({L}3+1)")
        m.cell(12, col, f"={L}9*{L}11")
    last = m.cell(1, 1 + FIN["years"]).column_letter
    m["B14"] = f"=SUM(B12:{last}12)-capex"
    wb.save(folder / "Sunridge_Model.xlsx")
    # The organisers' worked answers: must be refused by the loader.
    ans = Workbook()
    ans.active["A1"] = "Answers - not for contestants"
    ans.save(folder / "Sunridge_Model_answers.xlsx")


FIN_INTRO = """Project Sunridge is a 10-year solar farm sold under a power purchase agreement.
The workbook Sunridge_Model.xlsx holds the inputs (sheet Inputs, with named ranges) and an annual model
(sheet Model, years 2025 to 2034, each period ending 31 December).

The tariff starts from a base of $80/MWh in 2025 money and is indexed each year by inflation
(year index 0 in 2025). The indexed tariff is then constrained: it may not exceed the cap nor fall below
the floor, both fixed in nominal terms. Revenue is the constrained tariff times the volume (GWh x 1,000
MWh/GWh). Operating costs are $9m a year in 2025 money, inflated at the same rate. The capex of $150m is
paid on 31 December 2024. Cash flows arrive at each period end and are discounted at 8% per year to
31 December 2024.
"""

FIN_QUESTIONS = {
    "question1": "What is the tariff after the cap and floor are applied, in $/MWh, for 2030? Give two decimals.",
    "question2": (
        "In which year does the tariff cap first bind (the indexed tariff exceeds the cap)?\n"
        "A. 2028\nB. 2029\nC. 2030\nD. 2031\nE. 2032\nF. The cap never binds"
    ),
    "question3": "What is the project's NPV at 31 December 2024, in dollars, rounded to the nearest dollar?",
    "question4": "What is the total revenue over the ten years, in $ millions with two decimals (e.g. $123.45m)?",
    "question5": (
        "What is the period end date of the first period in which the cumulative cash flow (including the "
        "initial capex) is positive? Answer as a date, e.g. 31 Dec 2030."
    ),
    "question6": "What is the project IRR? Give the answer as a percentage with three decimals.",
    "question7": (
        "How many years of the ten is the tariff held up by the floor (the indexed tariff is below the floor)?\n"
        "A. 0\nB. 1\nC. 2\nD. 3\nE. 4\nF. 5"
    ),
}


# ------------------------------------------------------------------ 00000002 smart meter
def build_meter(folder: Path, rng: np.random.Generator) -> None:
    wb = Workbook()
    ws = wb.active
    ws.title = "Usage"
    ws["A1"] = "Raw meter export"
    start = dt.datetime(2023, 2, 1)
    rows: list[str] = []
    for h in range(28 * 24):
        t = start + dt.timedelta(hours=h)
        base = 0.35 + 0.55 * np.exp(-((t.hour - 19) ** 2) / 8) + 0.3 * np.exp(-((t.hour - 8) ** 2) / 4)
        weekend = 1.25 if t.weekday() >= 5 else 1.0
        kwh = round(float(base * weekend * rng.lognormal(0, 0.15)), 3)
        style = rng.integers(0, 3)
        if style == 0:
            rows.append(f"{t:%Y-%m-%d %H:%M} | {kwh:.3f} kWh")
        elif style == 1:
            rows.append(f"{t:%d/%m/%Y %H:%M};{kwh:.3f}")
        else:
            rows.append(f"  {t:%Y-%m-%dT%H:%M}  usage={kwh * 1000:.0f}Wh ")
    # Mess: meter errors, blank lines, duplicated records, a stray January reading.
    for _ in range(9):
        rows.insert(int(rng.integers(0, len(rows))), "ERR: no signal")
    for _ in range(6):
        rows.insert(int(rng.integers(0, len(rows))), "")
    dup_idx = sorted(rng.choice(len(rows), size=12, replace=False).tolist())
    for i in dup_idx:
        if rows[i] and not rows[i].startswith("ERR"):
            rows.insert(i + 1, rows[i])
    rows.insert(5, "2023-01-31 23:00 | 0.412 kWh")
    for r, text in enumerate(rows, start=2):
        ws.cell(r, 1, text if text else None)
    wb.save(folder / "Meter_Export.xlsx")
    # A chart of the raw series: present in the release layout as an image.
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4, 2), dpi=60)
    ax.plot(range(48), [0.4 + 0.5 * np.exp(-((h % 24 - 19) ** 2) / 8) for h in range(48)])
    ax.set_title("Typical two days (illustration)")
    fig.savefig(folder / "typical_days.png")
    plt.close(fig)


METER_INTRO = """A household's smart meter exported February 2023 hourly electricity readings into a single
column of the sheet Usage in Meter_Export.xlsx. The export is messy: three different record formats are
mixed (kWh with a pipe, day/month/year with a semicolon, and ISO timestamps with usage in Wh), some lines
are meter errors ("ERR"), some are blank, some records were exported twice (an identical line directly
repeated), and one reading from outside February slipped in.

A valid reading is a record with a timestamp and a usage value. Duplicated records count once.
The picture typical_days.png is an illustration only.
"""

METER_QUESTIONS = {
    "question8": "How many distinct valid February readings does the export contain?",
    "question9": "What is the average hourly usage in February in kWh? Give three decimals.",
    "question10": "How many lines of the export are meter errors (lines starting with ERR)?",
    "question11": (
        "Which day of the week has the highest average hourly usage?\n"
        "A. Monday\nB. Tuesday\nC. Wednesday\nD. Thursday\nE. Friday\nF. Saturday\nG. Sunday"
    ),
    "question12": "On which date does the single highest hourly reading occur? Answer like 14 Feb 2023.",
    "question13": "What is the total February usage in kWh, rounded to one decimal?",
    "question14": (
        "How many records appear twice in the export (identical line repeated directly below)?\n"
        "A. 8\nB. 9\nC. 10\nD. 11\nE. 12\nF. 13"
    ),
}


# ------------------------------------------------------------------ 00000003 retail lookups
def build_retail(folder: Path, rng: np.random.Generator) -> None:
    stores = [f"S{i:02d}" for i in range(1, 11)]
    regions = ["North", "South", "East", "West"]
    store_region = {s: regions[i % 4] for i, s in enumerate(stores)}
    managers = {"North": "Amara Okafor", "South": "Luis Ortega", "East": "Mei Chen", "West": "Sven Larsen"}
    products = {"P-100": 12.5, "P-200": 8.0, "P-300": 22.75, "P-400": 5.2, "P-500": 40.0, "P-600": 15.0}
    wb = Workbook()
    ws = wb.active
    ws.title = "Sales"
    ws.append(["Date", "Store", "Product", "Units"])
    day0 = dt.date(2015, 3, 1)
    for _ in range(400):
        ws.append(
            [
                day0 + dt.timedelta(days=int(rng.integers(0, 31))),
                stores[int(rng.integers(0, len(stores)))],
                list(products)[int(rng.integers(0, len(products)))],
                int(rng.integers(1, 40)),
            ]
        )
    st = wb.create_sheet("Stores")
    st.append(["Store", "Region", "Opened"])
    for i, s in enumerate(stores):
        st.append([s, store_region[s], 2005 + i])
    # Second table on the same sheet, two blank columns to the right, headers in its first column.
    st["F1"], st["F2"] = "Region", "Manager"
    for k, r in enumerate(regions):
        st.cell(1, 7 + k, r)
        st.cell(2, 7 + k, managers[r])
    pr = wb.create_sheet("Prices")
    pr["A1"] = "Price list March 2015 ($ per unit)"
    pr.merge_cells("A1:B1")
    pr["A3"], pr["B3"] = "Product", "Price"
    for i, (p, price) in enumerate(products.items(), start=4):
        pr.cell(i, 1, p)
        pr.cell(i, 2, price)
    wb.save(folder / "Retail_March.xlsx")


RETAIL_INTRO = """A retailer with ten stores in four regions records every March 2015 sale in Retail_March.xlsx.
Sheet Sales lists transactions (date, store, product, units). Sheet Stores holds two tables: the store
list with each store's region, and, to its right, the regional managers (regions across, manager
below). Sheet Prices has the unit price of each product. Revenue is units times the product's price.
"""

RETAIL_QUESTIONS = {
    "question1": "What is the total March revenue of the North region, in dollars with two decimals?",
    "question2": "Which region had the highest revenue?\nA. North\nB. South\nC. East\nD. West",
    "question3": "Which manager is responsible for the store that sold the most units? Give the name.",
    "question4": (
        "Which store had the highest revenue, and what was it in $ thousands rounded to the nearest "
        "thousand? Answer as: store, revenue k (e.g. S01, 12 k)."
    ),
    "question5": "What is the units-weighted average price across all sales, in dollars with two decimals?",
    "question6": (
        "How many products had March revenue above $20,000?\nA. 0\nB. 1\nC. 2\nD. 3\nE. 4\nF. 5\nG. 6"
    ),
    "question7": (
        "For the store with the fewest units sold, give its store code, its region and its units as a JSON "
        'object with keys "Store", "Region", "Units".'
    ),
}


def main(root: Path = HERE) -> None:
    sys.path.insert(0, str(HERE))
    import solutions

    rng = np.random.default_rng(SEED)
    texts = {"00000001": (FIN_INTRO, FIN_QUESTIONS), "00000002": (METER_INTRO, METER_QUESTIONS),
             "00000003": (RETAIL_INTRO, RETAIL_QUESTIONS)}  # fmt: skip
    builders = {"00000001": lambda f: build_finance(f), "00000002": lambda f: build_meter(f, rng),
                "00000003": lambda f: build_retail(f, rng)}  # fmt: skip
    lines = []
    for ch in CHALLENGES:
        folder = root / "data" / ch["id"]
        folder.mkdir(parents=True, exist_ok=True)
        builders[ch["id"]](folder)
        intro, questions = texts[ch["id"]]
        (folder / "introduction.txt").write_text(intro, encoding="utf-8")
        for name, text in questions.items():
            (folder / f"{name}.txt").write_text(text + "\n", encoding="utf-8")
        answers = solutions.solve(ch["id"], folder)
        assert list(answers) == ch["questions"], (ch["id"], list(answers))
        lines.append(json.dumps({**ch, "answers": list(answers.values())}))
    (root / "data.json").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
