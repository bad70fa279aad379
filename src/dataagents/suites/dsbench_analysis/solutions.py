"""Reference solutions for the bundled sample: they read the written workbooks back (not the builder's
variables) and compute every gold answer in data.json. Each function is the worked answer a ModelOff
marker would keep."""

from __future__ import annotations

import datetime as dt
import itertools
import re
from pathlib import Path

import pandas as pd
from openpyxl import load_workbook


def _letter(options: list[object], value: object) -> str:
    return "ABCDEFGHIJ"[options.index(value)]


# ------------------------------------------------------------------ 00000001
def solve_finance(folder: Path) -> dict[str, object]:
    wb = load_workbook(folder / "Sunridge_Model.xlsx")  # Inputs are literals; Model is formulas only
    names = {n: dn.attr_text for n, dn in wb.defined_names.items()}

    def named(n: str) -> float:
        sheet, coord = names[n].split("!")
        return float(wb[sheet][coord.replace("$", "")].value)

    base, infl, cap, floor = (
        named("base_tariff"),
        named("inflation"),
        named("tariff_cap"),
        named("tariff_floor"),
    )
    opex0, capex, rate = named("opex"), named("capex"), named("discount_rate")
    volumes = [wb["Inputs"].cell(12, 2 + k).value for k in range(10)]
    years = [2025 + k for k in range(10)]
    raw = [base * (1 + infl) ** k for k in range(10)]
    tariff = [min(cap, max(floor, t)) for t in raw]
    revenue = [t * v * 1000 for t, v in zip(tariff, volumes, strict=True)]
    cash = [r - opex0 * (1 + infl) ** k for k, r in enumerate(revenue)]
    npv = sum(c / (1 + rate) ** (k + 1) for k, c in enumerate(cash)) - capex
    cumulative, first_positive = -capex, None
    for y, c in zip(years, cash, strict=True):
        cumulative += c
        if cumulative > 0 and first_positive is None:
            first_positive = y
    assert first_positive is not None

    def npv_at(r: float) -> float:
        return sum(c / (1 + r) ** (k + 1) for k, c in enumerate(cash)) - capex

    lo, hi = 0.0, 1.0  # IRR by bisection: npv_at is decreasing in r
    for _ in range(200):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if npv_at(mid) > 0 else (lo, mid)
    cap_options = [2028, 2029, 2030, 2031, 2032, None]
    cap_year = next((y for y, t in zip(years, raw, strict=True) if t > cap), None)
    floor_years = sum(t < floor for t in raw)
    return {
        "question1": round(tariff[years.index(2030)], 2),
        "question2": _letter(cap_options, cap_year),
        "question3": round(npv),
        "question4": f"${sum(revenue) / 1e6:.2f}m",
        "question5": dt.date(first_positive, 12, 31).strftime("%d %b %Y"),
        "question6": f"{lo * 100:.3f}%",
        "question7": _letter([0, 1, 2, 3, 4, 5], floor_years),
    }


# ------------------------------------------------------------------ 00000002
_FORMATS = [
    (re.compile(r"^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}) \| ([\d.]+) kWh$"), "%Y-%m-%d %H:%M", 1.0),
    (re.compile(r"^(\d{2}/\d{2}/\d{4} \d{2}:\d{2});([\d.]+)$"), "%d/%m/%Y %H:%M", 1.0),
    (re.compile(r"^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})\s+usage=(\d+)Wh$"), "%Y-%m-%dT%H:%M", 0.001),
]


def solve_meter(folder: Path) -> dict[str, object]:
    ws = load_workbook(folder / "Meter_Export.xlsx")["Usage"]
    lines = [ws.cell(r, 1).value for r in range(2, ws.max_row + 1)]
    errors = sum(1 for x in lines if isinstance(x, str) and x.strip().startswith("ERR"))
    duplicates = sum(
        1 for a, b in itertools.pairwise(lines) if b is not None and a == b and not b.startswith("ERR")
    )
    readings: dict[dt.datetime, float] = {}
    for x in lines:
        if not x:
            continue
        for pat, fmt, scale in _FORMATS:
            m = pat.match(x.strip())
            if m:
                readings[dt.datetime.strptime(m.group(1), fmt)] = float(m.group(2)) * scale
                break
    feb = pd.Series({t: v for t, v in readings.items() if t.month == 2 and t.year == 2023}).sort_index()
    by_day = feb.groupby(feb.index.dayofweek).mean()
    days = list(range(7))
    peak = feb.idxmax()
    return {
        "question8": len(feb),
        "question9": round(float(feb.mean()), 3),
        "question10": errors,
        "question11": _letter(days, int(by_day.idxmax())),
        "question12": peak.strftime("%d %b %Y"),
        "question13": round(float(feb.sum()), 1),
        "question14": _letter([8, 9, 10, 11, 12, 13], duplicates),
    }


# ------------------------------------------------------------------ 00000003
def solve_retail(folder: Path) -> dict[str, object]:
    path = folder / "Retail_March.xlsx"
    sales = pd.read_excel(path, sheet_name="Sales")
    stores = pd.read_excel(path, sheet_name="Stores", usecols="A:C")
    mgr_raw = pd.read_excel(path, sheet_name="Stores", usecols="F:J", header=None, nrows=2)
    managers = dict(zip(mgr_raw.iloc[0, 1:], mgr_raw.iloc[1, 1:], strict=True))
    prices = pd.read_excel(path, sheet_name="Prices", skiprows=2)
    df = sales.merge(stores, on="Store").merge(prices, on="Product")
    df["Revenue"] = df["Units"] * df["Price"]
    by_region = df.groupby("Region")["Revenue"].sum()
    units_by_store = df.groupby("Store")["Units"].sum()
    rev_by_store = df.groupby("Store")["Revenue"].sum()
    top_units_store = units_by_store.idxmax()
    top_rev_store = rev_by_store.idxmax()
    low = units_by_store.idxmin()
    assert (units_by_store == units_by_store.min()).sum() == 1
    by_product = df.groupby("Product")["Revenue"].sum()
    return {
        "question1": round(float(by_region["North"]), 2),
        "question2": _letter(["North", "South", "East", "West"], by_region.idxmax()),
        "question3": managers[stores.set_index("Store").loc[top_units_store, "Region"]],
        "question4": f"{top_rev_store}, {round(rev_by_store[top_rev_store] / 1000)} k",
        "question5": round(float(df["Revenue"].sum() / df["Units"].sum()), 2),
        "question6": _letter(list(range(7)), int((by_product > 20_000).sum())),
        "question7": {
            "Store": low,
            "Region": stores.set_index("Store").loc[low, "Region"],
            "Units": int(units_by_store[low]),
        },
    }


def solve(challenge_id: str, folder: Path) -> dict[str, object]:
    return {"00000001": solve_finance, "00000002": solve_meter, "00000003": solve_retail}[challenge_id](
        folder
    )
