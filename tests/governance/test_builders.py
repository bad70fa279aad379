"""Builders: Algorithm 1 (property-tested over many seeds), Prompt 1, the noise library, Prompts 2-3."""

import itertools
import random
from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.builders import noise as N
from dataagents.governance.builders.dag import (
    deterministic_objective,
    lcs,
    lcs_len,
    synthesize_sequences,
    write_dag_objective,
)
from dataagents.governance.io import write_table
from dataagents.llm import scripted_model

MEMBERS = [f"m{i:02d}" for i in range(50)]
CANDIDATES = [f"c{i:02d}" for i in range(50)]


def _brute_lcs(a, b) -> int:
    best = 0
    for r in range(1, min(len(a), len(b)) + 1):
        for sub in itertools.combinations(a, r):
            it = iter(b)
            if all(x in it for x in sub):
                best = r
    return best


def test_lcs_matches_brute_force() -> None:
    rng = random.Random(0)
    for _ in range(200):
        a = [rng.choice("abcde") for _ in range(rng.randrange(0, 7))]
        b = [rng.choice("abcde") for _ in range(rng.randrange(0, 7))]
        common = lcs(a, b)
        assert len(common) == _brute_lcs(a, b)
        it_a, it_b = iter(a), iter(b)
        assert all(x in it_a for x in common) and all(x in it_b for x in common)


@pytest.mark.parametrize("seed", range(12))
def test_algorithm1_properties(seed: int) -> None:
    res = synthesize_sequences(MEMBERS, CANDIDATES, seed=seed, include_unadjusted=seed % 2 == 0)
    seqs = res.sequences
    assert res.sampled == 200  # the sampling budget
    assert res.replacements + res.candidates_left == len(CANDIDATES)
    assert 0 < len(seqs) <= 50
    for s in seqs:
        assert len(s) in (3, 4, 5)
        assert len(set(s)) == len(s)  # distinct items
        assert set(s) <= set(MEMBERS) | set(CANDIDATES)
    for a, b in itertools.combinations(seqs, 2):
        assert lcs_len(a, b) <= 1
    used = [x for s in seqs for x in s if x in CANDIDATES]
    assert len(used) == len(set(used))  # each candidate replaces once (C ← C \ {c})
    if seed % 2 == 0:
        assert len(seqs) == 50


def test_algorithm1_is_seeded() -> None:
    a = synthesize_sequences(MEMBERS, CANDIDATES, seed=7)
    b = synthesize_sequences(MEMBERS, CANDIDATES, seed=7)
    c = synthesize_sequences(MEMBERS, CANDIDATES, seed=8)
    assert a == b and a.sequences != c.sequences
    with pytest.raises(ValueError):
        synthesize_sequences(MEMBERS, MEMBERS[:3], seed=0)


async def test_dag_objective_prompt1_and_floor() -> None:
    steps = ["remove extra spaces", "remove records with links."]
    assert deterministic_objective(steps) == (
        "Process the data by executing the following steps in sequence: "
        "(1) remove extra spaces; (2) remove records with links."
    )
    model = scripted_model(["Clean the text field: trim spaces, then drop linked records."])
    assert (await write_dag_objective(model, steps, "Output JSONL.")).endswith("records. Output JSONL.")
    assert (await write_dag_objective(None, steps)).startswith("Process the data")


def test_noise_library() -> None:
    df = pd.DataFrame(
        {
            "id": range(1, 21),
            "text": [f"record number {i} is fine" for i in range(20)],
            "d": ["2024-03-14"] * 20,
            "label": ["a", "b"] * 10,
        }
    )
    miss = N.missing_cells(df, ["text"], 0.25, seed=1)
    assert miss["text"].isna().sum() == 5 and miss["id"].equals(df["id"])
    dup = N.duplicate_rows(df, 0.2, seed=1, id_column="id", perturb_column="text", perturb="typo")
    assert len(dup) == 24 and dup["id"].is_unique and dup["id"].max() == 24
    drift = N.format_drift(df, "d", "date", 1.0, seed=1)
    assert (drift["d"] != "2024-03-14").sum() >= 15
    flips = N.label_flips(df, "label", ["a", "b"], 1.0, seed=1)
    assert (flips["label"] != df["label"]).all()
    junk = N.inject_rows(df, [{"text": "@@@"}], seed=1, id_column="id")
    assert len(junk) == 21 and 21 in junk["id"].tolist()
    assert N.format_drift(df, "d", "date", 0.5, seed=3).equals(N.format_drift(df, "d", "date", 0.5, seed=3))


NOISE_CODE = """```python
import pandas as pd
df = pd.read_csv("clean.csv")
df.loc[df.index % 2 == 0, "city"] = None
df.to_csv("noisy.csv", index=False)
```"""


async def test_reversed_objective_noise_runs_model_code_in_sandbox(tmp_path: Path) -> None:
    clean = write_table(
        pd.DataFrame({"id": [1, 2, 3, 4], "city": ["Austin", "Boston", "Denver", "Tulsa"]}),
        tmp_path / "clean.csv",
    )
    model = scripted_model(["Introduce missing values in the city column.", NOISE_CODE])
    res = await N.reversed_objective_noise(model, "Fill missing cities.", clean)
    assert res.error is None and res.reversed_objective.startswith("Introduce missing")
    assert res.noisy["city"].isna().sum() == 2
    broken = scripted_model(["Break it.", "```python\nraise RuntimeError('nope')\n```"])
    failed = await N.reversed_objective_noise(broken, "Fill missing cities.", clean)
    assert failed.noisy is None and "nope" in failed.error
