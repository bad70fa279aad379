"""Embedded model throughput: prompt and generation tokens/s, load time and RSS, per model.

    .venv/bin/python benchmarks/llm_throughput.py [--models local/qwen2.5-coder-1.5b local/qwen2.5-coder-0.5b]
                                             [--reps 3] [--gen-tokens 128] [--quality]

Each model runs in its own subprocess (so RSS is that model's alone), through the real door
(``get_model(..., cache=False)`` -> inspect -> xllamacpp), 2 threads, OMP_WAIT_POLICY=PASSIVE.
Speeds are llama.cpp's own timings; medians over ``--reps`` runs, each with a different prompt
prefix so the runtime's prompt cache cannot help. The machine is shared: the 1-minute load average
is printed beside every row, read before and after the model's runs.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time

FILLER = (
    "The table has columns order_id, customer_id, order_date, ship_date, region, product, quantity, "
    "unit_price and discount. Some order_date values are in the future, some quantities are negative, "
    "and region is sometimes lower-case. "
)


# A small quality probe: schema-constrained judgments with known answers (made up here, not a
# benchmark); enough to see whether a model obeys the schema and gets easy data questions right.
QUALITY = [
    ("Column 'amount' has values ['12', '7', 'x9', '4']. Are all values numeric?", "no"),
    ("Is '2024-13-45' a valid calendar date in YYYY-MM-DD form?", "no"),
    ("Rows: (1,'ann'), (2,'bob'), (1,'ann'). Does the table contain a duplicate row?", "yes"),
    ("Column 'region' has 'North', 'north', 'NORTH'. Is this one category written inconsistently?", "yes"),
    ("Column 'age' has values 34, 29, -3, 41. Are all ages plausible?", "no"),
    ("Columns: user_id, name, signup_date. Is user_id the most likely primary key?", "yes"),
]


async def _quality(model: object) -> tuple[int, int]:
    from typing import Literal

    from pydantic import BaseModel

    from dataagents.llm import generate_object

    class Judgment(BaseModel):
        answer: Literal["yes", "no"]

    right = 0
    for question, expected in QUALITY:
        got = await generate_object(model, question, Judgment, system="Answer with JSON only.")  # type: ignore[arg-type]
        right += int(got.answer == expected)
    return right, len(QUALITY)


def _prompt(rep: int, approx_tokens: int) -> str:
    body = FILLER * max(1, approx_tokens // 50)
    return f"Run {rep}. {body}\nList five data quality checks for this table, one per line."


async def _measure(
    name: str, reps: int, gen_tokens: int, prompt_tokens: int, with_quality: bool
) -> dict[str, object]:
    import psutil
    from inspect_ai.model import GenerateConfig

    from dataagents.llm import get_model

    model = get_model(name, cache=False)
    assert model is not None
    config = GenerateConfig(max_tokens=gen_tokens, temperature=0.0)
    load_start = time.perf_counter()
    await model.generate("Say OK.", config=GenerateConfig(max_tokens=2))  # loads the model
    load_s = time.perf_counter() - load_start
    prompt_speed, gen_speed, walls, n_in, n_out, threads = [], [], [], [], [], None
    for rep in range(reps):
        start = time.perf_counter()
        out = await model.generate(_prompt(rep, prompt_tokens), config=config)
        walls.append(time.perf_counter() - start)
        meta = out.metadata or {}
        threads = meta.get("threads")
        prompt_speed.append(meta["prompt_tokens_per_s"])
        gen_speed.append(meta["output_tokens_per_s"])
        n_in.append(out.usage.input_tokens if out.usage else 0)
        n_out.append(out.usage.output_tokens if out.usage else 0)
    quality = "-"
    if with_quality:
        right, total = await _quality(model)
        quality = f"{right}/{total}"
    return {
        "model": name,
        "quality": quality,
        "threads": threads,
        "load_s": round(load_s, 2),
        "prompt_tokens": int(statistics.median(n_in)),
        "output_tokens": int(statistics.median(n_out)),
        "prompt_tok_s": round(statistics.median(prompt_speed), 1),
        "gen_tok_s": round(statistics.median(gen_speed), 1),
        "wall_s": round(statistics.median(walls), 2),
        "rss_gb": round(psutil.Process().memory_info().rss / 1e9, 2),
    }


def _child(args: argparse.Namespace) -> None:
    load_before = os.getloadavg()[0]
    row = asyncio.run(_measure(args.child, args.reps, args.gen_tokens, args.prompt_tokens, args.quality))
    row["load1_before"] = round(load_before, 2)
    row["load1_after"] = round(os.getloadavg()[0], 2)
    print(json.dumps(row))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--models", nargs="+", default=["local/qwen2.5-coder-1.5b", "local/qwen2.5-coder-0.5b"]
    )
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--gen-tokens", type=int, default=128)
    parser.add_argument("--prompt-tokens", type=int, default=400)
    parser.add_argument("--quality", action="store_true", help="also run the 6-question yes/no probe")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        _child(args)
        return

    from rich.console import Console
    from rich.table import Table

    print(
        f"cores: {os.cpu_count()}, DATAAGENTS_LOCAL_THREADS={os.environ.get('DATAAGENTS_LOCAL_THREADS', 'auto')}"
    )
    rows = []
    for name in args.models:
        cmd = [sys.executable, __file__, "--child", name, "--reps", str(args.reps)]
        cmd += ["--gen-tokens", str(args.gen_tokens), "--prompt-tokens", str(args.prompt_tokens)]
        cmd += ["--quality"] if args.quality else []
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
        lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
        if proc.returncode != 0 or not lines:
            print(f"{name}: failed: {(proc.stderr or proc.stdout).strip().splitlines()[-1:]}")
            continue
        rows.append(json.loads(lines[-1]))
    table = Table(title="embedded model throughput (medians)")
    cols = [
        "model",
        "threads",
        "load_s",
        "prompt_tokens",
        "prompt_tok_s",
        "output_tokens",
        "gen_tok_s",
        "wall_s",
        "rss_gb",
        "quality",
    ]
    for col in [*cols, "load1_before", "load1_after"]:
        table.add_column(col)
    for row in rows:
        table.add_row(*(str(row[c]) for c in [*cols, "load1_before", "load1_after"]))
    Console(width=200).print(table)
    print(json.dumps(rows))


if __name__ == "__main__":
    main()
