"""Noise injection (paper §3.3): a deterministic noise library usable with no model, and the two-step
reversed-objective method with a model — Prompt 2 writes the reversed objective, Prompt 3 the noise code,
which runs only in the sandbox.
"""

from __future__ import annotations

import json
import random
import re
import string
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from pydantic import BaseModel

from dataagents.governance.builders.evalgen import extract_code
from dataagents.governance.errors import GovernanceError
from dataagents.governance.io import read_table, write_table
from dataagents.sandbox import Limits, run

# ---- deterministic noise library ------------------------------------------------------------------


def missing_cells(df: pd.DataFrame, columns: list[str], rate: float, seed: int = 0) -> pd.DataFrame:
    """Blank out ``rate`` of the cells of ``columns`` (at least one per column)."""
    rng = np.random.default_rng(seed)
    out = df.copy()
    for c in columns:
        n = max(1, round(rate * len(out)))
        rows = rng.choice(len(out), size=min(n, len(out)), replace=False)
        out[c] = out[c].astype(object)
        out.iloc[rows, out.columns.get_loc(c)] = None
    return out


def duplicate_rows(
    df: pd.DataFrame,
    rate: float,
    seed: int = 0,
    *,
    id_column: str | None = None,
    perturb_column: str | None = None,
    perturb: str = "none",
) -> pd.DataFrame:
    """Append copies of ``rate`` of the rows. With ``id_column`` the copies get fresh, larger ids (near-
    duplicate records); ``perturb`` = "case" | "space" | "typo" slightly alters ``perturb_column``."""
    rng = random.Random(seed)
    picks = rng.sample(range(len(df)), k=max(1, round(rate * len(df))))
    copies = df.iloc[picks].copy()
    if id_column:
        start = int(pd.to_numeric(df[id_column]).max()) + 1
        copies[id_column] = range(start, start + len(copies))
    if perturb_column and perturb != "none":
        fn = {
            "case": lambda t: t.upper() if rng.random() < 0.5 else t.lower(),
            "space": lambda t: re.sub(" ", "  ", t, count=1) + " ",
            "typo": lambda t: typo(t, rng),
        }[perturb]
        copies[perturb_column] = copies[perturb_column].map(lambda v: fn(str(v)))
    out = pd.concat([df, copies], ignore_index=True)
    return out.sample(frac=1.0, random_state=seed).reset_index(drop=True)


def typo(text: str, rng: random.Random) -> str:
    """One keyboard-style error: swap, drop or double a letter."""
    idx = [i for i, ch in enumerate(text) if ch.isalpha()]
    if len(idx) < 2:
        return text
    i = rng.choice(idx[:-1])
    op = rng.choice(["swap", "drop", "double"])
    if op == "swap":
        return text[:i] + text[i + 1] + text[i] + text[i + 2 :]
    if op == "drop":
        return text[:i] + text[i + 1 :]
    return text[:i] + text[i] + text[i:]


def typos(df: pd.DataFrame, column: str, rate: float, seed: int = 0) -> pd.DataFrame:
    rng = random.Random(seed)
    out = df.copy()
    out[column] = [typo(str(v), rng) if rng.random() < rate else v for v in out[column]]
    return out


def _date_drift(v: Any, rng: random.Random) -> str:
    ts = pd.Timestamp(v)
    fmt = rng.choice(["%m/%d/%Y", "%d.%m.%Y", "%B %d, %Y", "%Y/%m/%d", "%Y%m%d", "%d %b %Y"])
    return ts.strftime(fmt)


def _phone_drift(v: Any, rng: random.Random) -> str:
    d = re.sub(r"\D", "", str(v))[-10:]
    style = rng.choice(["({}) {}-{}", "{}-{}-{}", "{}.{}.{}", "+1 {} {} {}", "1-{}-{}-{}", "{}{}{}"])
    return style.format(d[:3], d[3:6], d[6:])


def _email_drift(v: Any, rng: random.Random) -> str:
    t = str(v)
    return rng.choice([t.upper(), f" {t} ", f"mailto:{t}", t.title(), f"<{t}>"])


def _number_drift(v: Any, rng: random.Random) -> str:
    f = float(v)
    return rng.choice(
        [
            f"${f:,.2f}",
            f"{f:,.2f}",
            f"USD {f:.2f}",
            f"{f:.2f} ",
            f"{f / 1000:.4g}k" if f >= 1000 else f"{f:.2f}",
        ]
    )


def _whitespace_drift(v: Any, rng: random.Random) -> str:
    words = str(v).split(" ")
    return "  ".join(words) if rng.random() < 0.5 else " " + "   ".join(words) + "\t"


def _html_drift(v: Any, rng: random.Random) -> str:
    t = str(v)
    tag = rng.choice(["p", "div", "span", "b"])
    words = t.split(" ")
    if len(words) > 2:
        k = rng.randrange(1, len(words) - 1)
        words[k] = f"<b>{words[k]}</b>"
    return f"<{tag}>{' '.join(words)}</{tag}>" + rng.choice(["", "<br/>", "<!-- x -->"])


_DRIFT = {
    "date": _date_drift,
    "phone": _phone_drift,
    "email": _email_drift,
    "number": _number_drift,
    "whitespace": _whitespace_drift,
    "html": _html_drift,
}


def format_drift(df: pd.DataFrame, column: str, kind: str, rate: float, seed: int = 0) -> pd.DataFrame:
    """Rewrite ``rate`` of a column's values in other formats (dates, phones, emails, numbers, spacing, HTML)."""
    if kind not in _DRIFT:
        raise GovernanceError(f"unknown drift kind '{kind}'", hint=f"choose one of {sorted(_DRIFT)}")
    rng = random.Random(seed)
    out = df.copy()
    out[column] = out[column].astype(object)
    out[column] = [_DRIFT[kind](v, rng) if pd.notna(v) and rng.random() < rate else v for v in out[column]]
    return out


def label_flips(df: pd.DataFrame, column: str, labels: list[str], rate: float, seed: int = 0) -> pd.DataFrame:
    rng = random.Random(seed)
    out = df.copy()
    out[column] = [
        rng.choice([x for x in labels if x != v]) if rng.random() < rate else v for v in out[column]
    ]
    return out


def inject_rows(
    df: pd.DataFrame, rows: list[dict[str, Any]], seed: int = 0, *, id_column: str | None = None
) -> pd.DataFrame:
    """Add unwanted records (junk, blocked words, links, other languages) at random positions."""
    extra = pd.DataFrame(rows)
    if id_column and id_column not in extra.columns:
        start = int(pd.to_numeric(df[id_column]).max()) + 1
        extra[id_column] = range(start, start + len(extra))
    out = pd.concat([df, extra.reindex(columns=df.columns)], ignore_index=True)
    return out.sample(frac=1.0, random_state=seed).reset_index(drop=True)


def junk_text(rng: random.Random, n: int = 30) -> str:
    return "".join(rng.choice("!@#$%^&*~<>|{}[]" + string.ascii_letters[:6]) for _ in range(n))


NOISE_LIBRARY = {
    "missing_cells": missing_cells,
    "duplicate_rows": duplicate_rows,
    "typos": typos,
    "format_drift": format_drift,
    "label_flips": label_flips,
    "inject_rows": inject_rows,
}


# ---- reversed-objective noise with a model (Prompts 2 and 3) ---------------------------------------
PROMPT_2 = """### Original Task Objective
You are given the following task objective. Your goal is to achieve the stated objective using the provided
data examples.

### Task Description
{original_task_description}

### Reversed Task Objective
Now, your task is to generate a reversed task objective based on the provided task description. The reversed
objective should shift the focus from achieving the task goal to intentionally introducing noise into the
data. Instead of performing actions such as classification, imputation, or any other task goal, the goal is
to create challenges or distortions in the data. For example, if the original task involves classification,
the reversed task should focus on introducing noise such as mislabeling or irrelevant features in the data.

### Data Examples
Here are the provided data examples related to the original task:
{examples}

### Generated Reversed Task Objective
"""

PROMPT_3 = """### Reversed Task Objective
You are given the following reversed task objective. This objective describes how to intentionally introduce
noise into the dataset.
{reversed_task_objective}

### Data Examples
Here are some sample data records that illustrate the structure and format of the dataset:
{examples}

### Instruction
Write executable Python code that introduces the noise into the dataset as described in the reversed task
objective.
The code should:
1. Take as input a dataset file (format consistent with the given examples): read it from the path
   "{input_name}".
2. Implement the noise generation specified in the reversed task objective.
3. Output the modified dataset to the path "{output_name}" in the same format as the input.
4. Ensure reproducibility (e.g., by setting a random seed if randomness is used).

### Expected Output
Provide only the Python code that implements the noise injection process (standard library, pandas, numpy).
The code must be complete and runnable."""


def _examples(df: pd.DataFrame, n: int = 3) -> str:
    recs = df.head(n).astype(object).where(df.head(n).notna(), None).to_dict(orient="records")
    return "\n".join(f"- {json.dumps(r, ensure_ascii=False, default=str)}" for r in recs)


class NoiseResult(BaseModel):
    model_config = {"arbitrary_types_allowed": True}

    reversed_objective: str
    code: str
    noisy: pd.DataFrame | None
    error: str | None = None


async def reversed_objective_noise(
    model: Any, instruction: str, clean_path: Path, *, timeout_s: float = 60
) -> NoiseResult:
    """Prompt 2 (reversed objective) then Prompt 3 (noise code, run in the sandbox on the clean file)."""
    # imported when first needed: it loads inspect_ai, which importing this module does not
    from dataagents.llm import generate_text

    clean = read_table(clean_path)
    examples = _examples(clean)
    reversed_obj = (
        await generate_text(model, PROMPT_2.format(original_task_description=instruction, examples=examples))
    ).strip()
    out_name = f"noisy{clean_path.suffix}"
    code = extract_code(
        await generate_text(
            model,
            PROMPT_3.format(
                reversed_task_objective=reversed_obj,
                examples=examples,
                input_name=clean_path.name,
                output_name=out_name,
            ),
        )
    )
    res = run(code, files={clean_path.name: clean_path}, limits=Limits(timeout_s=timeout_s))
    if not res.ok or out_name not in res.files_out:
        tail = (res.stderr or "no output file written").strip().splitlines()[-3:]
        return NoiseResult(
            reversed_objective=reversed_obj,
            code=code,
            noisy=None,
            error=f"noise code failed (exit {res.exit_code}): {' | '.join(tail)}",
        )
    try:
        noisy = read_table(res.files_out[out_name])
    except GovernanceError as err:
        return NoiseResult(reversed_objective=reversed_obj, code=code, noisy=None, error=str(err))
    return NoiseResult(reversed_objective=reversed_obj, code=code, noisy=noisy)


def write_noisy(df: pd.DataFrame, path: Path) -> Path:
    return write_table(df, path)
