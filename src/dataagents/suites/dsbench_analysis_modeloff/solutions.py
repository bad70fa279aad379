"""Reference solutions for the ModelOff-style development set: each reads the *written* workbook back
(cached formula values included) and computes the gold answers in data.json. Nothing here uses the
builder's variables; multiple-choice letters are looked up in the question files themselves."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pandas as pd
from openpyxl import load_workbook


def _options(folder: Path, question: str) -> dict[str, str]:
    text = (folder / f"{question}.txt").read_text(encoding="utf-8")
    return dict(re.findall(r"^([A-Z])\. (.+?)\s*$", text, re.MULTILINE))


def _letter(folder: Path, question: str, value: object) -> str:
    hits = [k for k, v in _options(folder, question).items() if v == str(value)]
    assert len(hits) == 1, (question, value, hits)
    return hits[0]


def _unique_arg(series: pd.Series, how: str) -> object:
    target = series.max() if how == "max" else series.min()
    winners = series[series == target]
    assert len(winners) == 1, ("tie", how, list(winners.index))
    return winners.index[0]


# ------------------------------------------------------------------ 10000101
def solve_project(folder: Path) -> dict[str, object]:
    path = folder / "Route_Project_Model.xlsx"
    wb = load_workbook(path, data_only=True)  # the cached values, as Excel would show them
    names = {n: wb.defined_names[n].attr_text for n in wb.defined_names}

    def named(name: str) -> float:
        sheet, cell = names[name].split("!")
        return float(wb[sheet][cell.replace("$", "")].value)

    model = pd.read_excel(path, sheet_name="Model", header=2, index_col=0)
    model = model.dropna(how="all")
    data = pd.read_excel(path, sheet_name="Data", header=2, index_col=0)
    pax = model.loc["Passengers (thousands)"].astype(float)
    growth = model.loc["Passenger growth (%)"].dropna().astype(float)
    cum = model.loc["Cumulative discounted profit ($)"].astype(float)
    payback = int(cum[cum > 0].index[0])
    fare, seats, lf = named("Fare"), named("Seats"), named("LoadFactor")
    cost, fixed = named("FlightCost"), named("FixedCosts")
    p60 = float(pax[1960]) * 1000
    what_if = p60 * (fare + 5) - p60 / (seats * lf) * cost - fixed
    return {
        "question1": round(float(model.loc["Operating profit ($)", 1955])),
        "question2": round(named("NPV")),
        "question3": f"{(pax[1960] / pax[1949] - 1) * 100:.1f}%",
        "question4": int(_unique_arg(growth, "max")),
        "question5": _letter(folder, "question5", payback),
        "question6": round(float(model.loc["Revenue ($)"].astype(float).sum()) / 1e6, 1),
        "question7": round(what_if),
        "question8": int(data.loc[1958, "Jul"]),
    }


# ------------------------------------------------------------------ 10000102
def solve_export(folder: Path) -> dict[str, object]:
    raw = pd.read_excel(folder / "Seismic_Events_Export.xlsx", header=None)[0].dropna().astype(str)
    header = "event_id;lat;long;depth_km;mag;stations"
    records = [ln for ln in raw if re.fullmatch(r"\d+(;-?[\d.]+){5}", ln)]
    df = pd.read_csv(io.StringIO("\n".join([header, *records])), sep=";").set_index("event_id")
    assert len(df) == 1000
    return {
        "question1": _letter(folder, "question1", int((df.mag >= 5.5).sum())),
        "question2": round(float(df.depth_km.mean()), 1),
        "question3": float(df.mag.max()),
        "question4": int(df.loc[777, "depth_km"]),
        "question5": round(float(df.loc[df.depth_km > 500, "mag"].mean()), 2),
        "question6": f"{(df.depth_km < 100).mean() * 100:.1f}%",
        "question7": int(_unique_arg(df.stations, "max")),
    }


# ------------------------------------------------------------------ 10000103
def solve_facts(folder: Path) -> dict[str, object]:
    raw = pd.read_excel(folder / "State_Education_Facts_1992.xlsx", header=3, index_col=0)
    df = raw.drop(columns="Unit").dropna(how="all").T  # states down, indicators across
    df = df[df["Population"].notna()]
    assert len(df) == 51
    num = df.drop(columns="Census division").astype(float)
    pacific = num.loc[df["Census division"] == "Pacific", "Population"]
    return {
        "question1": float(num.loc["Oregon", "Average teacher salary"]),
        "question2": str(_unique_arg(num["Spending on public education per pupil"], "max")),
        "question3": round(float(num["SAT math, mean score"].mean()), 1),
        "question4": int((num["Graduates taking the SAT"] > 50).sum()),
        "question5": int(num.loc["Iowa", "SAT verbal, mean score"] + num.loc["Iowa", "SAT math, mean score"]),
        "question6": _letter(folder, "question6", _unique_arg(num["SAT verbal, mean score"], "min")),
        "question7": int(pacific.sum()),
    }


def solve(challenge_id: str, folder: Path) -> dict[str, object]:
    return {"10000101": solve_project, "10000102": solve_export, "10000103": solve_facts}[challenge_id](folder)
