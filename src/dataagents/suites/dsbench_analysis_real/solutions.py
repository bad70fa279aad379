"""Reference solutions for the real-data development set: each reads the *written* files back with
pandas (cached formula values included) and computes the gold answers in data.json. Nothing here uses
the builder's variables; multiple-choice letters are looked up in the question files themselves."""

from __future__ import annotations

import re
from pathlib import Path

import pandas as pd


def _options(folder: Path, question: str) -> dict[str, str]:
    text = (folder / f"{question}.txt").read_text(encoding="utf-8")
    return dict(re.findall(r"^([A-Z])\. (.+?)\s*$", text, re.MULTILINE))


def _letter(folder: Path, question: str, value: object) -> str:
    """The option whose text equals ``value`` (numbers compared as numbers, "2,625" == 2625)."""
    hits = []
    for letter, text in _options(folder, question).items():
        if isinstance(value, int | float):
            try:
                same = float(text.replace(",", "")) == float(value)
            except ValueError:
                same = False
        else:
            same = text == str(value)
        if same:
            hits.append(letter)
    assert len(hits) == 1, (question, value, hits)
    return hits[0]


def _unique_arg(series: pd.Series, how: str) -> str:
    target = series.max() if how == "max" else series.min()
    winners = series[series == target]
    assert len(winners) == 1, ("tie", how, list(winners.index))
    return str(winners.index[0])


def _date(d: pd.Timestamp) -> str:
    return f"{d.day} {d.strftime('%b %Y')}"


# ------------------------------------------------------------------ 10000001
def solve_arrests(folder: Path) -> dict[str, object]:
    raw = pd.read_excel(folder / "US_Arrests_1973.xlsx", sheet_name="Arrests", header=3)
    df = raw[raw["State"].notna() & raw["Murder"].notna()]
    df = df[df["State"] != "Unweighted state average"].set_index("State")
    assert len(df) == 50
    return {
        "question1": _unique_arg(df["Murder"], "max"),
        "question2": round(float(df["Assault"].mean()), 1),
        "question3": _letter(folder, "question3", int((df["Urban population (%)"] >= 80).sum())),
        "question4": _letter(folder, "question4", _unique_arg(df["Rape"], "min")),
        "question5": round(float(df.loc["Florida", "Violent total"]), 1),
        "question6": float(df.loc["Texas", "Murder"]),
    }


# ------------------------------------------------------------------ 10000002
def solve_expenditure(folder: Path) -> dict[str, object]:
    df = pd.read_excel(folder / "Personal_Expenditure.xlsx", header=3, index_col=0)
    cats = df.drop(index="Total")
    total = df.loc["Total"]
    assert abs(float(total[1960]) - float(cats[1960].sum())) < 1e-9  # the cached SUM agrees
    growth = cats[1960] / cats[1940] - 1
    food = float(growth["Food and Tobacco"])
    return {
        "question1": float(cats.loc["Medical and Health", 1955]),
        "question2": f"{food * 100:.1f}%",
        "question3": _letter(folder, "question3", _unique_arg(cats[1950], "max")),
        "question4": round(float(total[1960]), 2),
        "question5": _letter(folder, "question5", _unique_arg(growth, "max")),
        "question6": round(float(cats.loc["Private Education"].mean()), 3),
    }


# ------------------------------------------------------------------ 10000003
def solve_phones(folder: Path) -> dict[str, object]:
    df = pd.read_excel(folder / "World_Telephones.xlsx", header=3, index_col=0)
    regions = df.drop(index="World")
    asia = regions.loc["Asia"]
    return {
        "question1": int(regions.loc["Europe", 1957]),
        "question2": _letter(folder, "question2", _unique_arg(regions[1961], "max")),
        "question3": f"{(asia[1961] / asia[1951] - 1) * 100:.1f}%",
        "question4": int(df.loc["World", 1958]),
        "question5": _unique_arg(regions[1951], "min"),
        "question6": _letter(folder, "question6", round(float(regions.loc["Oceania"].mean()))),
    }


# ------------------------------------------------------------------ 10000004
def solve_air(folder: Path) -> dict[str, object]:
    df = pd.read_excel(folder / "NY_Air_Quality_1973.xlsx", header=3)
    df["Date"] = pd.to_datetime(df["Date"])
    temp = df.set_index("Date")["Max temperature (F)"]
    july = df[df["Date"].dt.month == 7]["Ozone (ppb)"].dropna()
    return {
        "question1": _date(pd.Timestamp(_unique_arg(temp, "max"))),
        "question2": round(float(july.mean()), 2),
        "question3": _letter(folder, "question3", int((temp > 90).sum())),
        "question4": round(float(df["Wind (mph)"].mean()), 2),
        "question5": int(df["Ozone (ppb)"].isna().sum()),
        "question6": int(df["Ozone (ppb)"].max()),
    }


# ------------------------------------------------------------------ 10000005
def solve_cars(folder: Path) -> dict[str, object]:
    raw = pd.read_excel(folder / "Motor_Trend_1974.xlsx", header=2)
    cars = raw[raw["Model"].notna()].set_index("Model")
    summary = raw[["Cylinders.1", "Cars", "Average horsepower"]].dropna().set_index("Cylinders.1")
    hp8 = float(cars[cars["Cylinders"] == 8]["Horsepower"].mean())
    assert abs(hp8 - float(summary.loc[8, "Average horsepower"])) < 1e-9  # the cached AVERAGEIF agrees
    return {
        "question1": _unique_arg(cars["mpg"], "max"),
        "question2": _letter(folder, "question2", int((cars["Cylinders"] == 6).sum())),
        "question3": round(hp8, 1),
        "question4": _letter(folder, "question4", _unique_arg(cars["Weight (1000 lbs)"], "max")),
        "question5": round(float(cars["mpg"].mean()), 2),
        "question6": int(cars.loc["Ferrari Dino", "Horsepower"]),
        "question7": int((cars["Transmission"] == "manual").sum()),
    }


# ------------------------------------------------------------------ 10000006
def solve_economics(folder: Path) -> dict[str, object]:
    df = pd.read_csv(folder / "us_economics_monthly.csv", parse_dates=["date"]).set_index("date")
    pce = df["pce"]
    return {
        "question1": _date(pd.Timestamp(_unique_arg(df["unemploy"], "max"))),
        "question2": float(df.loc["2000-12-31", "psavert"]),
        "question3": round(float(df["unemploy"].mean()), 1),
        "question4": f"{(pce.loc['2007-03-31'] / pce.loc['1967-06-30'] - 1) * 100:.1f}%",
        "question5": _letter(folder, "question5", int((df["psavert"] < 3).sum())),
    }


def solve(challenge_id: str, folder: Path) -> dict[str, object]:
    return {
        "10000001": solve_arrests,
        "10000002": solve_expenditure,
        "10000003": solve_phones,
        "10000004": solve_air,
        "10000005": solve_cars,
        "10000006": solve_economics,
    }[challenge_id](folder)
