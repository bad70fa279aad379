"""GovBench metrics (paper Table 10, §5.2) and derived metrics (A.7.1), plus DAG scoring weights (§3.4, Eq. 1).

All rates are percentages, as the paper reports them: ATS = 100 × mean task score, TSR = % of tasks with
score 1.0, CRR = % of generated scripts that ran without an uncaught error, Avg. Score = mean(ATS, TSR, CRR).
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, Field

SUCCESS_SCORE = 1.0  # Table 10: a task is successful iff its evaluation score is 1.0
_EPS = 1e-9


class TaskRecord(BaseModel):
    """What one agent did on one task."""

    task_id: str
    score: float = Field(0.0, ge=0.0, le=1.0)  # S_i, eval.py's eval_score
    scripts_generated: int = 1  # N_gen contribution
    scripts_runnable: int = 0  # N_run contribution
    debug_iterations: int = 0  # D_i: generate -> execute -> evaluate cycles
    tokens: int = 0
    cost_usd: float = 0.0  # C_i
    generation_s: float = 0.0
    execution_s: float = 0.0
    level: str = "operator"
    category: str = ""
    error: str | None = None
    status: str = ""  # what the agent claimed: verified | unverified | violations | failed | infeasible | ""

    @property
    def success(self) -> bool:
        return self.score >= SUCCESS_SCORE - _EPS


class GovMetrics(BaseModel):
    n_tasks: int
    ats: float  # Average Task Score = 100/N_t · Σ S_i
    tsr: float  # Task Success Rate = 100 · N_succ / N_t
    crr: float  # Code Runnable Rate = 100 · N_run / N_gen
    avg_score: float  # mean of ATS, TSR, CRR
    adi: float  # Average Debug Iterations = 1/N_t · Σ D_i
    avg_tokens: float  # T_avg
    total_cost_usd: float  # Σ C_i
    generation_s: float  # T_gen (total)
    execution_s: float  # T_exec (total)
    alignment: float | None  # A = TSR / CRR
    contract_gap: float  # Δrc = CRR − TSR (percentage points)
    debug_efficiency: float | None  # E = TSR / ADI
    tokens_per_success: float | None  # T* = Avg. Tokens / (TSR / 100)


def alignment(tsr: float, crr: float) -> float | None:
    """A = TSR / CRR (A.7.1)."""
    return None if crr == 0 else tsr / crr


def contract_gap(tsr: float, crr: float) -> float:
    """Δrc = CRR − TSR, in percentage points (A.7.1)."""
    return crr - tsr


def debug_efficiency(tsr: float, adi: float) -> float | None:
    """E = TSR / ADI (A.7.1)."""
    return None if adi == 0 else tsr / adi


def tokens_per_success(avg_tokens: float, tsr: float) -> float | None:
    """T* = Avg. Tokens / (TSR / 100) (A.7.1)."""
    return None if tsr == 0 else avg_tokens / (tsr / 100)


def avg_score(ats: float, tsr: float, crr: float) -> float:
    """Avg. Score: the mean of ATS, TSR and CRR (Table 10)."""
    return (ats + tsr + crr) / 3


def summarize(records: Sequence[TaskRecord]) -> GovMetrics:
    n = len(records)
    if n == 0:
        return GovMetrics(
            n_tasks=0,
            ats=0,
            tsr=0,
            crr=0,
            avg_score=0,
            adi=0,
            avg_tokens=0,
            total_cost_usd=0,
            generation_s=0,
            execution_s=0,
            alignment=None,
            contract_gap=0,
            debug_efficiency=None,
            tokens_per_success=None,
        )
    ats = 100 * sum(r.score for r in records) / n
    tsr = 100 * sum(r.success for r in records) / n
    n_gen = sum(r.scripts_generated for r in records)
    crr = 100 * sum(r.scripts_runnable for r in records) / n_gen if n_gen else 0.0
    adi = sum(r.debug_iterations for r in records) / n
    tok = sum(r.tokens for r in records) / n
    return GovMetrics(
        n_tasks=n,
        ats=ats,
        tsr=tsr,
        crr=crr,
        avg_score=avg_score(ats, tsr, crr),
        adi=adi,
        avg_tokens=tok,
        total_cost_usd=sum(r.cost_usd for r in records),
        generation_s=sum(r.generation_s for r in records),
        execution_s=sum(r.execution_s for r in records),
        alignment=alignment(tsr, crr),
        contract_gap=contract_gap(tsr, crr),
        debug_efficiency=debug_efficiency(tsr, adi),
        tokens_per_success=tokens_per_success(tok, tsr),
    )


def summarize_by(records: Sequence[TaskRecord], key: str = "level") -> dict[str, GovMetrics]:
    """``summarize`` per group (``level`` or ``category``), as the paper reports operator and DAG levels apart."""
    groups: dict[str, list[TaskRecord]] = {}
    for r in records:
        groups.setdefault(str(getattr(r, key)), []).append(r)
    return {k: summarize(v) for k, v in sorted(groups.items())}


# ---- DAG-level scoring (§3.4) ---------------------------------------------------------------------
DEFAULT_ALPHA = 1.0  # the paper leaves α unspecified; 1.0 halves the weight of a component everyone solves


def dag_weights(reference_scores: Sequence[float], alpha: float = DEFAULT_ALPHA) -> list[float]:
    """wᵢ = 1 / (1 + α·scoreᵢ) (Eq. 1), scoreᵢ the mean reference score of operator task i: components
    that solvers find hard weigh more."""
    return [1.0 / (1.0 + alpha * s) for s in reference_scores]


def dag_score(component_scores: Sequence[float], weights: Sequence[float]) -> float:
    """The DAG task's score: the weighted average of its operator-level component scores (§3.4)."""
    total = sum(weights)
    if total == 0 or len(component_scores) != len(weights):
        raise ValueError("need one positive weight per component score")
    return sum(w * s for w, s in zip(weights, component_scores, strict=True)) / total
