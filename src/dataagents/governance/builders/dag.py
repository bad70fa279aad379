"""DAG-level task synthesis: the LCS-constrained sequence algorithm (paper A.2, Algorithm 1) and the
objective writer (Prompt 1)."""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any

from pydantic import BaseModel

LENGTHS = (3, 4, 5)  # Algorithm 1: |s| ∈ {3, 4, 5}
BUDGET = 200  # Algorithm 1 line 6: sample budget before adjustment
N_FINAL = 50  # Algorithm 1: 50 output sequences
MAX_LCS = 1  # Algorithm 1: ∀ s_i, s_j: LCS(s_i, s_j) ≤ 1


def lcs(a: Sequence[Hashable], b: Sequence[Hashable]) -> list[Hashable]:
    """One longest common subsequence of ``a`` and ``b`` (dynamic programming)."""
    n, m = len(a), len(b)
    dp = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            dp[i][j] = dp[i + 1][j + 1] + 1 if a[i] == b[j] else max(dp[i + 1][j], dp[i][j + 1])
    out, i, j = [], 0, 0
    while i < n and j < m:
        if a[i] == b[j]:
            out.append(a[i])
            i, j = i + 1, j + 1
        elif dp[i + 1][j] >= dp[i][j + 1]:
            i += 1
        else:
            j += 1
    return out


def lcs_len(a: Sequence[Hashable], b: Sequence[Hashable]) -> int:
    return len(lcs(a, b))


class SynthesisResult(BaseModel):
    sequences: list[list[Any]]
    sampled: int  # |S| after step 1
    adjusted: int  # |S_adjusted| after step 2
    replacements: int  # candidates consumed from C
    candidates_left: int


def synthesize_sequences(
    members: Sequence[Hashable],
    candidates: Sequence[Hashable],
    *,
    n_final: int = N_FINAL,
    budget: int = BUDGET,
    seed: int = 0,
    lengths: Sequence[int] = LENGTHS,
    include_unadjusted: bool = False,
) -> SynthesisResult:
    """Algorithm 1 (A.2), seeded.

    Step 1 samples ``budget`` distinct sequences of distinct members (preferring members used least so far,
    "prefer covering different items"). Step 2 walks every pair (i < j) and, while their LCS is ≥ 2 and
    candidates remain, replaces one LCS element of the longer sequence with a fresh candidate (removed from
    C), adding the adjusted sequence to S_adjusted. Step 3 samples uniformly from S_adjusted; the output
    condition LCS ≤ 1 is enforced there by skipping a drawn sequence that conflicts with one already chosen
    (the paper states the condition but its loop cannot guarantee it once C is exhausted).
    ``include_unadjusted`` also admits sequences that never needed adjusting (the paper adds only adjusted ones).
    """
    rng = random.Random(seed)
    members = list(members)
    pool = list(candidates)
    if len(set(members) & set(pool)):
        raise ValueError("member and candidate sets must be disjoint")
    if max(lengths) > len(members):
        raise ValueError(f"need at least {max(lengths)} members")
    # Step 1: random sampling of candidate sequences
    seen: set[tuple[Hashable, ...]] = set()
    S: list[list[Hashable]] = []
    usage = dict.fromkeys(members, 0)
    attempts = 0
    while len(S) < budget and attempts < budget * 50:
        attempts += 1
        length = rng.choice(list(lengths))
        least = min(usage.values())
        preferred = [m for m in members if usage[m] == least]
        rest = [m for m in members if usage[m] != least]
        rng.shuffle(preferred)
        rng.shuffle(rest)
        chosen = (preferred + rest)[:length] if rng.random() < 0.5 else rng.sample(members, length)
        rng.shuffle(chosen)
        key = tuple(chosen)
        if key in seen:
            continue
        seen.add(key)
        S.append(list(chosen))
        for m in chosen:
            usage[m] += 1
    # Step 2: conflict adjustment
    adjusted_ids: list[int] = []
    replacements = 0
    for i in range(len(S) - 1):
        for j in range(i + 1, len(S)):
            while lcs_len(S[i], S[j]) >= 2 and pool:
                common = lcs(S[i], S[j])
                t = i if len(S[i]) >= len(S[j]) else j
                target = S[t]
                positions = [k for k, x in enumerate(target) if x in common]
                pos = rng.choice(positions)
                c = rng.choice(pool)
                target[pos] = c
                pool.remove(c)
                replacements += 1
                if t not in adjusted_ids:
                    adjusted_ids.append(t)
    adjusted = [S[k] for k in adjusted_ids]
    if include_unadjusted:
        adjusted += [s for k, s in enumerate(S) if k not in adjusted_ids]
    # Step 3: final selection (uniform order; keep the LCS ≤ 1 invariant)
    order = rng.sample(range(len(adjusted)), len(adjusted))
    final: list[list[Hashable]] = []
    for k in order:
        s = adjusted[k]
        if all(lcs_len(s, f) <= MAX_LCS for f in final):
            final.append(list(s))
        if len(final) == n_final:
            break
    return SynthesisResult(
        sequences=final,
        sampled=len(S),
        adjusted=len(adjusted),
        replacements=replacements,
        candidates_left=len(pool),
    )


PROMPT_1 = """### Task Description
You are given a sequence of task descriptions. Each task description defines a part of a complex task or
operation. The task descriptions are part of a larger, multi-step process that will form a comprehensive,
integrated task. Your objective is to generate a new, high-level task objective that combines the individual
task descriptions into a coherent and complex task. This task must challenge the model's ability to handle
intricate data governance problems.

### Instructions
1. Combine the given task descriptions into a single, cohesive task that requires handling multiple steps.
2. Incorporate multiple aspects of the given task descriptions into the final task description to present a
   significant challenge to data governance.

### Task Descriptions
{tasks}

### Generated Comprehensive Task
"""


def deterministic_objective(descriptions: Sequence[str], io_note: str = "") -> str:
    """The floor's DAG objective: the steps in order, as the A.5 DAG example phrases it."""
    steps = "; ".join(f"({i}) {d.strip().rstrip('.')}" for i, d in enumerate(descriptions, 1))
    return f"Process the data by executing the following steps in sequence: {steps}.{(' ' + io_note) if io_note else ''}"


async def write_dag_objective(model: Any, descriptions: Sequence[str], io_note: str = "") -> str:
    """Prompt 1 with a model; the deterministic objective without one."""
    if model is None:
        return deterministic_objective(descriptions, io_note)
    # imported when first needed: it loads inspect_ai, which importing this module does not
    from dataagents.llm import generate_text

    text = await generate_text(model, PROMPT_1.format(tasks="\n".join(f"- {d}" for d in descriptions)))
    return text.strip() + (f" {io_note}" if io_note else "")
