"""Builds the bundled GovBench sample suite (``suites/govbench_sample``): clean data (sample_data), noise from
the deterministic noise library, ground truth from each task's reference pipeline (or the true labels for
labeling tasks), ``eval.py`` from the eval template, and the consistency check on every task.

    python -m dataagents.governance.builders.sample [OUT_DIR]
"""

from __future__ import annotations

import asyncio
import json
import random
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from dataagents.governance.builders import noise as N
from dataagents.governance.builders import sample_data as D
from dataagents.governance.builders.evalgen import build_eval_config, render_eval_script, write_task
from dataagents.governance.io import write_table
from dataagents.governance.pipeline import Pipeline, Step
from dataagents.governance.task import OutputSpec, TaskSpec

SEED = 20250101
SYNTHETIC = (
    "synthetic records written for this suite (dataagents.governance.builders.sample_data), noise from "
    "dataagents.governance.builders.noise; seed {seed}; license Apache-2.0"
)
WINE = (
    "UCI Wine recognition data as shipped by scikit-learn (sklearn.datasets.load_wine, BSD-3-Clause), "
    "noise from dataagents.governance.builders.noise; seed {seed}"
)


@dataclass
class TaskDef:
    id: str
    category: str
    instruction: str
    make: Callable[[random.Random], dict[str, pd.DataFrame]]
    steps: list[tuple[str, dict[str, Any]]]
    output: str
    key: str | None
    level: str = "operator"
    truth: Callable[[dict[str, pd.DataFrame]], pd.DataFrame] | None = None  # labeling: true labels
    provenance: str = SYNTHETIC
    sources: list[str] = field(default_factory=list)  # input file names; default: the make() keys


def _text_with(
    rng: random.Random, extra: list[str], n_clean: int = 30, *, id_prefix: str | None = None
) -> pd.DataFrame:
    base = D.text_records(rng, n_clean, id_prefix)
    if id_prefix:
        rows = [{"id": f"{id_prefix}{len(base) + i + 1:04d}", "text": t} for i, t in enumerate(extra)]
        return N.inject_rows(base, rows, seed=rng.randrange(10**6))
    return N.inject_rows(base, [{"text": t} for t in extra], seed=rng.randrange(10**6), id_column="id")


BLOCKED = ["crap", "damn", "bitch", "bastard", "hell", "shit", "shitty", "fucking"]


# ---- operator-level tasks -------------------------------------------------------------------------
def t_blocked(rng):
    return {"comments.jsonl": _text_with(rng, D.PROFANE_SENTENCES, 30)}


def t_links(rng):
    return {"posts.jsonl": _text_with(rng, D.LINK_SENTENCES, 24)}


def t_language(rng):
    return {"reviews.jsonl": _text_with(rng, D.FOREIGN_SENTENCES, 22)}


def t_symbols(rng):
    junk = [N.junk_text(rng, rng.randrange(20, 40)) for _ in range(8)]
    return {"messages.jsonl": _text_with(rng, junk, 24)}


def t_pii(rng):
    leaks = [
        "Please call me back at (415) 555-0134 about the refund.",
        "My email is jane.doe@example.com, reply there.",
        "Card 4111 1111 1111 1111 was charged twice.",
        "SSN 123-45-6789 was printed on the invoice by mistake.",
        "Reach the manager at tom@example.org tomorrow.",
        "Text 212-555-0199 when the parcel arrives.",
    ]
    df = _text_with(rng, leaks, 24)
    return {"notes.csv": df.rename(columns={"text": "note"})}


def t_html(rng):
    df = D.text_records(rng, 30, "id_")
    df.insert(1, "topic", rng.choices(["service", "policy", "community", "product"], k=len(df)))
    return {"articles.jsonl": N.format_drift(df, "text", "html", 0.8, seed=rng.randrange(10**6))}


def t_whitespace(rng):
    df = D.text_records(rng, 30)
    return {"snippets.jsonl": N.format_drift(df, "text", "whitespace", 0.8, seed=rng.randrange(10**6))}


def t_dates(rng):
    df = D.people(40, rng)[["customer_id", "name", "signup_date", "birth_date"]]
    return {"signups.csv": N.format_drift(df, "signup_date", "date", 0.8, seed=rng.randrange(10**6))}


def t_phone(rng):
    df = D.people(40, rng)[["customer_id", "name", "phone"]]
    return {"contacts.csv": N.format_drift(df, "phone", "phone", 0.85, seed=rng.randrange(10**6))}


def t_profanity(rng):
    df = D.text_records(rng, 20)
    extra = N.inject_rows(
        df, [{"text": t} for t in D.PROFANE_SENTENCES], seed=rng.randrange(10**6), id_column="id"
    )
    return {"chat.jsonl": extra}


def t_knn(rng):
    n = 40
    ages = [float(rng.randrange(20, 70)) for _ in range(n)]
    income = [round(25000 + a * 600 + rng.gauss(0, 6000), 2) for a in ages]
    color = [rng.choice(["blue", "green", "red"]) for _ in range(n)]
    df = pd.DataFrame(
        {
            "customer_id": range(1, n + 1),
            "age": ages,
            "income": income,
            "color_blue": [c == "blue" for c in color],
            "color_green": [c == "green" for c in color],
            "color_red": [c == "red" for c in color],
        }
    )
    return {
        "customers.csv": N.missing_cells(
            df, ["age", "income", "color_blue", "color_green"], 0.1, seed=rng.randrange(10**6)
        )
    }


def t_median(rng):
    df = (
        D.wine().sample(60, random_state=rng.randrange(10**6)).sort_values("sample_id").reset_index(drop=True)
    )
    return {
        "wine.csv": N.missing_cells(
            df, ["malic_acid", "magnesium", "proline"], 0.12, seed=rng.randrange(10**6)
        )
    }


def t_groupwise(rng):
    cats = {"laptop": 900, "phone": 600, "headphones": 120, "charger": 25}
    rows = []
    for i in range(48):
        c = rng.choice(list(cats))
        rows.append(
            {"product_id": f"P{i + 1:03d}", "category": c, "price": round(cats[c] * rng.uniform(0.8, 1.2), 2)}
        )
    return {"products.csv": N.missing_cells(pd.DataFrame(rows), ["price"], 0.2, seed=rng.randrange(10**6))}


def t_ffill(rng):
    rows = []
    for s in ["S1", "S2", "S3"]:
        v = rng.uniform(18, 24)
        for h in range(12):
            v += rng.uniform(-0.5, 0.5)
            rows.append(
                {
                    "reading_id": f"{s}-{h:02d}",
                    "sensor": s,
                    "ts": f"2024-05-01T{h:02d}:00:00",
                    "temperature": round(v, 2),
                }
            )
    df = pd.DataFrame(rows)
    noisy = N.missing_cells(df, ["temperature"], 0.2, seed=rng.randrange(10**6))
    first = noisy.groupby("sensor").head(1).index  # keep each sensor's first reading: ffill needs a start
    noisy.loc[first, "temperature"] = df.loc[first, "temperature"]
    return {"readings.csv": noisy.sample(frac=1, random_state=1).reset_index(drop=True)}


def _customers_history(rng, n=30):
    p = D.people(n, rng)
    base = pd.DataFrame(
        {
            "id": p.customer_id,
            "updated_at": [
                (pd.Timestamp("2024-01-01") + pd.Timedelta(minutes=rng.randrange(0, 200000))).strftime(
                    "%Y-%m-%dT%H:%M:%SZ"
                )
                for _ in range(n)
            ],
            "name": p.name.str.split(" ").str[0],
            "tier": p.tier,
        }
    )
    return base


def t_incremental(rng):
    base = _customers_history(rng, 30)
    repeats = base.sample(4, random_state=1)  # already in the baseline: ignored
    newer = base.sample(8, random_state=2).copy()  # same key, newer version: replaces
    newer["updated_at"] = [
        (pd.Timestamp(t) + pd.Timedelta(days=rng.randrange(5, 90))).strftime("%Y-%m-%dT%H:%M:%SZ")
        for t in newer.updated_at
    ]
    newer["tier"] = [rng.choice(["gold", "silver", "bronze"]) for _ in range(len(newer))]
    fresh = _customers_history(random.Random(rng.randrange(10**6)), 20)
    fresh["id"] = [f"C{2001 + i}" for i in range(len(fresh))]
    inc = pd.concat([repeats, newer, fresh, fresh.head(2)], ignore_index=True).sample(frac=1, random_state=3)
    return {"baseline.jsonl": base, "increment.csv": inc.reset_index(drop=True)}


def t_latest(rng):
    base = _customers_history(rng, 25)
    versions = base.sample(10, random_state=4).copy()
    versions["updated_at"] = [
        (pd.Timestamp(t) + pd.Timedelta(days=rng.randrange(1, 60))).strftime("%Y-%m-%dT%H:%M:%SZ")
        for t in versions.updated_at
    ]
    versions["tier"] = [rng.choice(["gold", "silver", "bronze"]) for _ in range(len(versions))]
    return {
        "accounts.csv": pd.concat([base, versions], ignore_index=True)
        .sample(frac=1, random_state=5)
        .reset_index(drop=True)
    }


def t_minhash(rng):
    df = D.text_records(rng, 30)
    return {
        "corpus.jsonl": N.duplicate_rows(
            df, 0.3, seed=rng.randrange(10**6), id_column="id", perturb_column="text", perturb="typo"
        )
    }


def t_exact(rng):
    p = D.people(30, rng)[["customer_id", "name", "email", "city"]]
    return {"contacts.csv": N.duplicate_rows(p, 0.3, seed=rng.randrange(10**6))}


def t_fd(rng):
    p = D.people(40, rng)[["customer_id", "name", "zip", "city"]]
    bad = p.sample(8, random_state=rng.randrange(10**6)).index
    p.loc[bad, "city"] = [N.typo(c, rng) for c in p.loc[bad, "city"]]
    return {"addresses.csv": p}


def _split_customers(rng):
    p = D.people(24, rng)
    p["country"] = "US"
    p["region"] = p["state"]
    left = p[["country", "region", "customer_id", "email", "signup_date", "tier"]].rename(
        columns={"tier": "status"}
    )
    right = p.sample(18, random_state=7)[["country", "region", "customer_id", "email", "tier"]].copy()
    right["email"] = [
        e.replace("@example.com", "@mail.example.com") if rng.random() < 0.5 else e for e in right.email
    ]
    right["status"] = [rng.choice(["active", "inactive"]) for _ in range(len(right))]
    right["vip"] = [rng.random() < 0.3 for _ in range(len(right))]
    right = right.drop(columns=["tier"])
    return left.reset_index(drop=True), right.reset_index(drop=True)


def t_join_suffix(rng):
    left, right = _split_customers(rng)
    return {"customer1.csv": left, "customer2.csv": right}


def t_join_right(rng):
    left, right = _split_customers(rng)
    return {"crm.csv": left, "billing.csv": right}


def t_union(rng):
    a = D.people(15, rng)[["customer_id", "name", "email"]]
    b = D.people(12, random.Random(rng.randrange(10**6)))[["customer_id", "name", "email", "phone"]]
    b["customer_id"] = [f"C{3001 + i}" for i in range(len(b))]
    return {"store_a.csv": a, "store_b.csv": b}


def t_map(rng):
    p = D.people(25, rng)[["customer_id", "name", "email", "city"]]
    return {
        "legacy.csv": p.rename(
            columns={"customer_id": "CUST_NO", "name": "FullName", "email": "E_Mail", "city": "Town"}
        )
    }


def _sentiment(rng):
    rows = (
        [(t, "Positive") for t in D.POSITIVE]
        + [(t, "Negative") for t in D.NEGATIVE]
        + [(t, "Neutral") for t in D.NEUTRAL]
    )
    rng.shuffle(rows)
    return pd.DataFrame(
        {
            "text_id": [f"{i + 1:04d}" for i in range(len(rows))],
            "content": [r[0] for r in rows],
            "sentiment": [r[1] for r in rows],
        }
    )


def t_sentiment(rng):
    return {"messages.jsonl": _sentiment(rng)[["text_id", "content"]]}


QUEUE_RULES = [
    {"pattern": r"refund|charged|invoice|payment", "label": "billing"},
    {"pattern": r"password|login|log in|account locked", "label": "access"},
    {"pattern": r"delivery|parcel|courier|shipping", "label": "shipping"},
]
TICKETS = {
    "billing": [
        "I was charged twice for my subscription",
        "Please send the invoice for March",
        "When will my refund arrive?",
        "The payment failed at checkout",
    ],
    "access": [
        "I forgot my password",
        "My account locked after three attempts",
        "Cannot log in on the mobile app",
        "The login page keeps reloading",
    ],
    "shipping": [
        "The courier left the parcel at the wrong door",
        "Shipping to Canada is not offered",
        "My delivery is a week late",
        "Where is my parcel?",
    ],
    "general": [
        "Do you have stores in Denver?",
        "I would like to suggest a new colour",
        "What are your opening hours?",
        "Thanks for the quick help yesterday",
    ],
}


def _tickets(rng):
    rows = [(t, q) for q, ts in TICKETS.items() for t in ts]
    rng.shuffle(rows)
    return pd.DataFrame(
        {
            "ticket_id": [f"T{i + 1:03d}" for i in range(len(rows))],
            "subject": [r[0] for r in rows],
            "queue": [r[1] for r in rows],
        }
    )


def t_rules(rng):
    return {"tickets.csv": _tickets(rng)[["ticket_id", "subject"]]}


TOPIC_LEXICON = {
    "sports": ["match", "goal", "league", "coach", "tournament", "season", "team"],
    "technology": ["software", "chip", "app", "startup", "smartphone", "cloud", "ai"],
    "finance": ["stocks", "bank", "inflation", "market", "interest", "bonds", "earnings"],
}
HEADLINES = {
    "sports": [
        "Late goal lifts home team to league title",
        "Coach names young squad for the tournament",
        "Season opener ends in a draw after extra time",
        "Star striker signs with rival team",
    ],
    "technology": [
        "Startup unveils a faster chip for cloud servers",
        "New smartphone app helps farmers track rain",
        "Software update brings ai features to older laptops",
        "Cloud outage disrupts popular app",
    ],
    "finance": [
        "Stocks rise as inflation cools",
        "Bank raises interest rates again",
        "Bonds rally after weak earnings",
        "Market closes higher on strong earnings",
    ],
    "other": [
        "City opens new riverside park",
        "Museum hosts weekend family festival",
        "Heavy rain expected over the weekend",
        "Local bakery wins national award",
    ],
}


def _headlines(rng):
    rows = [(t, k) for k, ts in HEADLINES.items() for t in ts]
    rng.shuffle(rows)
    return pd.DataFrame(
        {"id": range(1, len(rows) + 1), "headline": [r[0] for r in rows], "topic": [r[1] for r in rows]}
    )


def t_topics(rng):
    return {"headlines.jsonl": _headlines(rng)[["id", "headline"]]}


# ---- DAG-level tasks ------------------------------------------------------------------------------
def g_a5_chain(rng):
    df = D.text_records(rng, 26)
    df = N.format_drift(df, "text", "whitespace", 0.5, seed=1)
    prof = [{"text": t} for t in D.PROFANE_SENTENCES[:5]]
    junk = [{"text": N.junk_text(rng, rng.randrange(20, 40))} for _ in range(6)]
    df = N.inject_rows(df, prof + junk, seed=2, id_column="id")
    return {
        "texts.jsonl": N.duplicate_rows(
            df, 0.2, seed=3, id_column="id", perturb_column="text", perturb="space"
        )
    }


def g_web_clean(rng):
    df = D.text_records(rng, 24)
    df = N.format_drift(df, "text", "html", 0.6, seed=4)
    extra = [{"text": t} for t in D.LINK_SENTENCES[:4] + D.FOREIGN_SENTENCES[:4]]
    df = N.inject_rows(df, extra, seed=5, id_column="id")
    return {"pages.jsonl": N.duplicate_rows(df, 0.2, seed=6, id_column="id")}


def g_customer_master(rng):
    p = D.people(24, rng)[["customer_id", "name", "phone", "signup_date"]]
    p["updated_at"] = [f"2024-0{rng.randrange(1, 6)}-1{rng.randrange(0, 9)}T10:00:00Z" for _ in range(len(p))]
    newer = p.sample(8, random_state=8).copy()
    newer["updated_at"] = [t.replace("2024", "2025") for t in newer.updated_at]
    df = pd.concat([p, newer], ignore_index=True)
    df.insert(0, "record_id", range(1, len(df) + 1))
    df = N.format_drift(df, "signup_date", "date", 0.6, seed=9)
    df = N.format_drift(df, "phone", "phone", 0.6, seed=10)
    return {"customers.csv": df.sample(frac=1, random_state=11).reset_index(drop=True)}


def g_orders_enrich(rng):
    p = D.people(20, rng)
    customers = p[["customer_id", "state", "email"]].rename(columns={"state": "region"})
    customers.insert(0, "country", "US")
    orders = pd.DataFrame(
        {
            "order_id": [f"O{i + 1:03d}" for i in range(36)],
            "customer_id": [rng.choice(list(p.customer_id)) for _ in range(36)],
            "amount": [round(rng.uniform(10, 500), 2) for _ in range(36)],
        }
    )
    orders = orders.merge(customers[["customer_id", "country", "region"]], on="customer_id")
    orders = orders[["order_id", "country", "region", "customer_id", "amount"]]
    orders = N.missing_cells(orders, ["amount"], 0.2, seed=12)
    customers = N.format_drift(customers, "email", "email", 0.7, seed=13)
    return {"orders.csv": orders, "customers.csv": customers}


TASKS: list[TaskDef] = [
    TaskDef(
        "op_filter_blocked_words",
        "filtering",
        "Please write an operator to process jsonl files, filtering out text entries that contain blocked words "
        f"(offensive, vulgar or obscene words: {', '.join(BLOCKED)}) in the text field. Each record is a JSON object; "
        "check whether its text field contains a blocked word. Output a new JSONL file keeping the field structure "
        "unchanged, encoded in UTF-8.",
        t_blocked,
        [("filter_blocked_words", {"column": "text", "words": BLOCKED})],
        "filtered.jsonl",
        "id",
    ),
    TaskDef(
        "op_filter_links",
        "filtering",
        "Remove records whose 'text' field contains links (strings starting with 'http://', 'https://' or 'www.') "
        "from the JSONL file; keep the other records and their fields unchanged, UTF-8.",
        t_links,
        [("filter_links", {"column": "text"})],
        "clean.jsonl",
        "id",
    ),
    TaskDef(
        "op_filter_language",
        "filtering",
        "Keep only the records whose 'text' field is in English; remove records written in other languages. Input "
        "and output are JSONL, field structure unchanged.",
        t_language,
        [("filter_language", {"column": "text", "language": "en"})],
        "english.jsonl",
        "id",
    ),
    TaskDef(
        "op_filter_symbol_ratio",
        "filtering",
        "Filter out records whose 'text' field has a high proportion of symbols: drop a record when more than 30% "
        "of its characters are neither letters, digits nor spaces. JSONL in, JSONL out.",
        t_symbols,
        [("filter_symbol_ratio", {"column": "text", "max_ratio": 0.3})],
        "kept.jsonl",
        "id",
    ),
    TaskDef(
        "op_filter_pii",
        "filtering",
        "Remove every row of notes.csv whose 'note' column contains personal data (PII): email addresses, phone "
        "numbers, social security numbers or credit card numbers. Output CSV with the same columns.",
        t_pii,
        [("filter_pii", {"column": "note"})],
        "notes_clean.csv",
        "id",
    ),
    TaskDef(
        "op_refine_html",
        "refinement",
        "Please write an operator to process JSONL files and remove HTML tags from the text field. Each record is a "
        "JSON object; remove all HTML tags (e.g. <p>, <b>, <br/>) from its text field. Output a new JSONL file, "
        "retaining the field structure unchanged, encoded in UTF-8.",
        t_html,
        [("strip_html", {"column": "text"})],
        "articles_clean.jsonl",
        "id",
    ),
    TaskDef(
        "op_refine_whitespace",
        "refinement",
        "Remove extra spaces in the 'text' field: collapse repeated spaces, tabs and newlines into a single space and "
        "trim leading and trailing whitespace. JSONL in, JSONL out.",
        t_whitespace,
        [("normalize_whitespace", {"column": "text"})],
        "snippets_clean.jsonl",
        "id",
    ),
    TaskDef(
        "op_refine_dates",
        "refinement",
        "Standardise the 'signup_date' column of signups.csv to the ISO format YYYY-MM-DD (dates are written in "
        "mixed formats such as 03/14/2024, 14.03.2024, March 14, 2024). Do not modify 'birth_date'. Output CSV.",
        t_dates,
        [("standardize_date", {"column": "signup_date", "format": "%Y-%m-%d"})],
        "signups_clean.csv",
        "customer_id",
    ),
    TaskDef(
        "op_refine_phone",
        "refinement",
        "Standardise the 'phone' column of contacts.csv to E.164 format (+1 followed by the 10-digit US number, no "
        "spaces or punctuation). Output CSV with the same columns.",
        t_phone,
        [("standardize_phone", {"column": "phone", "country_code": "1"})],
        "contacts_clean.csv",
        "customer_id",
    ),
    TaskDef(
        "op_refine_profanity",
        "refinement",
        "Censor profanity in the 'text' field with ****: replace every swear word (crap, damn, bitch, bastard, hell, "
        "shit, shitty, fucking) by ****, e.g. 'I am fucking happy' becomes 'I am **** happy'. Keep all records. JSONL.",
        t_profanity,
        [("mask_profanity", {"column": "text", "words": BLOCKED})],
        "chat_clean.jsonl",
        "id",
    ),
    TaskDef(
        "op_impute_knn",
        "imputation",
        "Need a data governance operator that uses the KNN algorithm (k=3) to impute missing values in a CSV file. "
        "Input: customers.csv (with header, comma-separated). Supports numeric and one-hot encoded categorical "
        "variables (color_*); customer_id is an identifier and takes no part. Output CSV, UTF-8, no BOM.",
        t_knn,
        [("impute_knn", {"k": 3, "exclude": ["customer_id"]})],
        "customers_imputed.csv",
        "customer_id",
    ),
    TaskDef(
        "op_impute_median",
        "imputation",
        "Fill the missing values of the columns malic_acid, magnesium and proline in wine.csv with the median of "
        "each column. Other values must stay unchanged. Output CSV.",
        t_median,
        [("impute_statistic", {"columns": ["malic_acid", "magnesium", "proline"], "strategy": "median"})],
        "wine_imputed.csv",
        "sample_id",
        provenance=WINE,
    ),
    TaskDef(
        "op_impute_groupwise",
        "imputation",
        "Impute the missing 'price' values in products.csv with the mean price of the product's 'category' "
        "(group-wise mean), rounded to 2 decimals. Output CSV.",
        t_groupwise,
        [("impute_groupwise", {"columns": ["price"], "by": ["category"], "strategy": "mean", "round": 2})],
        "products_imputed.csv",
        "product_id",
    ),
    TaskDef(
        "op_impute_ffill",
        "imputation",
        "Forward fill missing 'temperature' readings in readings.csv: within each 'sensor', ordered by the timestamp "
        "'ts', a missing value takes the last observed value. Output CSV with the same rows.",
        t_ffill,
        [("forward_fill", {"columns": ["temperature"], "order_by": "ts", "by": ["sensor"]})],
        "readings_filled.csv",
        "reading_id",
    ),
    TaskDef(
        "op_dedup_incremental",
        "deduplication",
        "A data governance operator for incremental deduplication on *.csv/*.jsonl: 1. Historical baseline: "
        "baseline.jsonl (already deduplicated; id, updated_at and business fields) 2. New incremental file: "
        "increment.csv (same structure) 3. Primary key: id 4. Rules: if the primary key exists in the baseline with "
        "the same record, ignore the incremental row; if not, append it; for the same key with different business "
        "fields keep the record with the latest updated_at. Output JSONL.",
        t_incremental,
        [("dedup_incremental", {"key": ["id"], "timestamp": "updated_at"})],
        "merged.jsonl",
        None,
    ),
    TaskDef(
        "op_dedup_latest",
        "deduplication",
        "accounts.csv holds several versions of some accounts. Deduplicate by the key 'id', keeping for each id only "
        "the record with the latest 'updated_at'. Output CSV.",
        t_latest,
        [("dedup_keep_latest", {"key": ["id"], "timestamp": "updated_at"})],
        "accounts_latest.csv",
        None,
    ),
    TaskDef(
        "op_dedup_minhash",
        "deduplication",
        "Remove near-duplicate records from corpus.jsonl: records whose 'text' fields are near duplicates (MinHash "
        "Jaccard similarity >= 0.8 on character 5-grams) form a group; keep only the record with the smallest 'id' "
        "in each group. JSONL out.",
        t_minhash,
        [("dedup_minhash", {"column": "text", "threshold": 0.8, "keep": "smallest_id", "id_column": "id"})],
        "corpus_dedup.jsonl",
        "id",
    ),
    TaskDef(
        "op_dedup_exact",
        "deduplication",
        "Remove exact duplicate rows from contacts.csv (rows identical in every column), keeping the first "
        "occurrence. Output CSV.",
        t_exact,
        [("dedup_exact", {})],
        "contacts_unique.csv",
        None,
    ),
    TaskDef(
        "op_consistency_zip_city",
        "deduplication",
        "Make addresses.csv consistent: every row with the same 'zip' must have the same 'city'; fix inconsistent "
        "cities to the value most often written for that zip. Output CSV.",
        t_fd,
        [("enforce_functional_dependency", {"determinant": ["zip"], "dependent": "city"})],
        "addresses_consistent.csv",
        "customer_id",
    ),
    TaskDef(
        "op_integration_join_suffix",
        "integration",
        "A data governance operator for composite key join: join customer1.csv and customer2.csv on the composite key "
        "(country, region, customer_id) (inner join) and resolve column conflicts with left and right suffixes "
        "(_left, _right) for columns present in both. Output: gt.csv.",
        t_join_suffix,
        [
            (
                "join_composite",
                {"keys": ["country", "region", "customer_id"], "how": "inner", "conflict": "suffix"},
            )
        ],
        "gt.csv",
        None,
    ),
    TaskDef(
        "op_integration_join_right",
        "integration",
        "Left-join crm.csv with billing.csv on (country, region, customer_id). For columns present in both files the "
        "billing value has priority (right priority); keep the CRM value where billing has none. Output CSV.",
        t_join_right,
        [
            (
                "join_composite",
                {"keys": ["country", "region", "customer_id"], "how": "left", "conflict": "right"},
            )
        ],
        "customers_joined.csv",
        None,
    ),
    TaskDef(
        "op_integration_union",
        "integration",
        "Union store_a.csv and store_b.csv into one table with aligned columns (columns missing in a file are left "
        "empty) and add a 'source' column holding store_a or store_b. Output CSV.",
        t_union,
        [("union_align", {"source_column": "source", "source_names": ["store_a", "store_b"]})],
        "all_customers.csv",
        None,
    ),
    TaskDef(
        "op_integration_map",
        "integration",
        "Map legacy.csv to the target schema customer_id, name, email, city (CUST_NO -> customer_id, FullName -> "
        "name, E_Mail -> email, Town -> city). Output CSV with exactly those columns in that order.",
        t_map,
        [
            (
                "map_columns",
                {
                    "mapping": {
                        "CUST_NO": "customer_id",
                        "FullName": "name",
                        "E_Mail": "email",
                        "Town": "city",
                    },
                    "target_columns": ["customer_id", "name", "email", "city"],
                },
            )
        ],
        "customers_mapped.csv",
        None,
    ),
    TaskDef(
        "op_label_sentiment",
        "labeling",
        "Use a language model to assign sentiment labels to text: input messages.jsonl with text_id and content; "
        "sentiment label set: Positive / Neutral / Negative, written to a new 'sentiment' field. Output JSONL.",
        t_sentiment,
        [
            (
                "label_model",
                {
                    "column": "content",
                    "target": "sentiment",
                    "labels": ["Positive", "Neutral", "Negative"],
                    "task": "sentiment of the customer message",
                },
            )
        ],
        "messages_labeled.jsonl",
        "text_id",
        truth=lambda raw: None,
    ),
    TaskDef(
        "op_label_rules",
        "labeling",
        "Route support tickets: add a 'queue' column to tickets.csv: billing when the subject mentions refund, "
        "charged, invoice or payment; access for password, login/log in or account locked; shipping for delivery, "
        "parcel, courier or shipping; general otherwise. Output CSV.",
        t_rules,
        [
            (
                "label_rules",
                {"column": "subject", "target": "queue", "rules": QUEUE_RULES, "default": "general"},
            )
        ],
        "tickets_routed.csv",
        "ticket_id",
    ),
    TaskDef(
        "op_label_topics",
        "labeling",
        "Classify each headline in headlines.jsonl into a 'topic' field: sports, technology, finance, or other when "
        "it fits none. Output JSONL.",
        t_topics,
        [
            (
                "label_keywords",
                {"column": "headline", "target": "topic", "lexicon": TOPIC_LEXICON, "default": "other"},
            )
        ],
        "headlines_topics.jsonl",
        "id",
    ),
    # DAG-level
    TaskDef(
        "dag_a5_text_chain",
        "deduplication",
        "Write an operator to process JSONL files, executing sequentially: filter out records with a high proportion "
        "of symbols in the text field (more than 30% of characters) -> remove excess spaces in the text field -> "
        "censor profanity in the text field with ****, for example 'I am fucking happy' becomes 'I am **** happy' "
        f"(profanity: {', '.join(BLOCKED)}) -> remove near-duplicate records (MinHash similarity >= 0.9), keeping "
        "the record with the smallest id. Output JSONL.",
        g_a5_chain,
        [
            ("filter_symbol_ratio", {"column": "text", "max_ratio": 0.3}),
            ("normalize_whitespace", {"column": "text"}),
            ("mask_profanity", {"column": "text", "words": BLOCKED}),
            ("dedup_minhash", {"column": "text", "threshold": 0.9, "keep": "smallest_id", "id_column": "id"}),
        ],
        "texts_clean.jsonl",
        "id",
        level="dag",
    ),
    TaskDef(
        "dag_web_text_clean",
        "filtering",
        "Clean pages.jsonl in sequence: (1) remove HTML tags from the text field; (2) remove records whose text "
        "contains links (http://, https://, www.); (3) remove records whose text is not in English; (4) remove "
        "records whose text exactly duplicates an earlier record's text, keeping the first. Output JSONL.",
        g_web_clean,
        [
            ("strip_html", {"column": "text"}),
            ("filter_links", {"column": "text"}),
            ("filter_language", {"column": "text", "language": "en"}),
            ("dedup_exact", {"columns": ["text"]}),
        ],
        "pages_clean.jsonl",
        "id",
        level="dag",
    ),
    TaskDef(
        "dag_customer_master",
        "refinement",
        "Build a customer master from customers.csv: standardise 'signup_date' to YYYY-MM-DD, standardise 'phone' to "
        "E.164 (+1 and 10 digits), then keep only the latest version of each customer_id by 'updated_at'. "
        "Output CSV.",
        g_customer_master,
        [
            ("standardize_date", {"column": "signup_date", "format": "%Y-%m-%d"}),
            ("standardize_phone", {"column": "phone", "country_code": "1"}),
            ("dedup_keep_latest", {"key": ["customer_id"], "timestamp": "updated_at"}),
        ],
        "customer_master.csv",
        "record_id",
        level="dag",
    ),
    TaskDef(
        "dag_orders_enrich",
        "integration",
        "Enrich orders.csv with customers.csv: inner join on (country, region, customer_id); fill missing 'amount' "
        "values with the median amount; standardise the 'email' column (trimmed, lower case, no mailto: or angle "
        "brackets). Output CSV.",
        g_orders_enrich,
        [
            (
                "join_composite",
                {"keys": ["country", "region", "customer_id"], "how": "inner", "conflict": "left"},
            ),
            ("impute_statistic", {"columns": ["amount"], "strategy": "median"}),
            ("standardize_email", {"column": "email"}),
        ],
        "orders_enriched.csv",
        "order_id",
        level="dag",
    ),
]

TRUTH = {
    "op_label_sentiment": lambda rng: _sentiment(rng),
    "op_label_rules": lambda rng: _tickets(rng),
    "op_label_topics": lambda rng: _headlines(rng),
}


def _pipeline(td: TaskDef, sources: list[str]) -> Pipeline:
    steps = []
    for i, (op, params) in enumerate(td.steps):
        steps.append(Step(id=f"s{i + 1}_{op}", op=op, params=params, inputs=list(sources) if i == 0 else []))
    return Pipeline(name=td.id, sources=sources, steps=steps)


def _fmt(name: str) -> str:
    return Path(name).suffix.lstrip(".")


async def build_task(td: TaskDef, out_root: Path, seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(f"{seed}-{td.id}")
    np.random.seed(rng.randrange(2**31))
    raw = td.make(rng)
    names = list(raw)
    folder = out_root / td.id
    if folder.exists():
        shutil.rmtree(folder)
    (folder / "raw").mkdir(parents=True)
    (folder / "gt").mkdir()
    for name, df in raw.items():
        write_table(df, folder / "raw" / name)
    # read back what was written so the reference sees exactly what a solver will read
    from dataagents.governance.io import read_table

    frames = {n: read_table(folder / "raw" / n) for n in names}
    ref = _pipeline(td, names)
    built = await build_eval_config(ref, frames, key=td.key, level=td.level)
    expected = built.expected
    if td.id in TRUTH:  # labeling: ground truth is the true label, not the reference operator's output
        replay = random.Random(f"{seed}-{td.id}")
        replay.randrange(2**31)  # the same draws as above, so the truth table is the one make() shuffled
        truth = TRUTH[td.id](replay)
        expected = frames[names[0]].merge(truth[[td.key, truth.columns[-1]]], on=td.key, how="left")
    write_table(expected, folder / "gt" / td.output)
    (folder / "eval.py").write_text(render_eval_script(built.config), encoding="utf-8")
    op_tasks = {t.steps[0][0]: t.id for t in TASKS if t.level == "operator"}
    spec = TaskSpec(
        id=td.id,
        level=td.level,
        category=td.category,
        instruction=td.instruction,
        inputs=names,
        output=OutputSpec(name=td.output, format=_fmt(td.output)),
        components=[op_tasks.get(op, op) for op, _ in td.steps] if td.level == "dag" else [],
        weights=[c["weight"] for c in built.config["components"]] if td.level == "dag" else None,
        reference=ref,
        provenance=td.provenance.format(seed=seed),
    )
    return write_task(folder, spec)


async def build_suite(
    out_root: Path, seed: int = SEED, only: list[str] | None = None
) -> list[dict[str, Any]]:
    out_root.mkdir(parents=True, exist_ok=True)
    results = []
    for td in TASKS:
        if only and td.id not in only:
            continue
        results.append(await build_task(td, out_root, seed))
    return results


def main() -> None:
    # the suite module registers the govbench suite; only this command-line build needs its folder
    from dataagents.governance.suite import SAMPLE_DIR

    out = Path(sys.argv[1]) if len(sys.argv) > 1 else SAMPLE_DIR
    results = asyncio.run(build_suite(out))
    for r in results:
        print(json.dumps(r))
    bad = [r["id"] for r in results if not r["passed"]]
    if bad:
        raise SystemExit(f"consistency check failed for {bad}")


if __name__ == "__main__":
    main()
