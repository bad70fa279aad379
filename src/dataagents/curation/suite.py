"""inspect suite ``dca`` (DCA-Bench): each sample is one case at one hint level. The solver runs the
Curator (deterministic floor, plus the model when the eval has one); the scorer runs the Evaluator
(A.2.1 prompt, §3.4 voting) and reports the evidence-overlap check alongside.

Task args: ``path`` (case folder or tree), ``hint_level`` (0-3, or ``all`` for every level),
``judge_model`` (a model name, or ``agent`` for the eval's own model, with a warning that the paper used
GPT-4; ``overlap`` for the deterministic check only, which is also the default: a judge is never the agent's
own model unless named), ``agent``
(``curator`` or ``floor``), ``budget``
(``default`` or ``demo``).
"""

from __future__ import annotations

import logging
import time

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ModelOutput
from inspect_ai.scorer import SampleScore, Score, Target, grouped, mean, metric, scorer
from inspect_ai.solver import Generate, TaskState, solver

from dataagents.bench import Baseline, Suite, register_suite
from dataagents.bench.agent import active_agent_model
from dataagents.curation.case import SAMPLE, load_case, load_cases
from dataagents.curation.curator import Budget, curate
from dataagents.curation.errors import CurationError
from dataagents.curation.evaluator import evaluate
from dataagents.curation.report import CurationReport
from dataagents.curation.taxonomy import expand
from dataagents.llm import get_model

log = logging.getLogger(__name__)

AGENTS = ["curator", "floor"]
BUDGETS = {
    "default": Budget(),
    # the demo runs the embedded 1.5B model on 2 CPU cores: one short review call per case
    "demo": Budget(
        model_calls=1,
        prompt_tokens=300,
        max_output_tokens=200,
        code_steps=0,
        files=2,
        compact=True,
        listed=5,
        drop_below=0.0,  # a 1.5B model dropped a true typo finding at h3: small models may add, not remove
    ),
}
NO_JUDGE_NAMED = (
    "no judge_model given: answers are scored by the deterministic evidence overlap, not by the agent's own "
    "model; pass -T judge_model=MODEL for the paper's A.2.1 Evaluator"
)
PAPER_JUDGE_WARNING = (
    "DCA-Bench's Evaluator was validated with GPT-4-0125-preview (paper §4.1); a weaker judge model "
    "over-rates failed answers (Tab. 2: GPT-3.5/Llama3-70B precision ≈ 0.48). Treat these rates as indicative."
)


def _levels(hint_level: int | str) -> list[int]:
    if str(hint_level).lower() in {"all", "mixed", "-1"}:
        return [0, 1, 2, 3]
    level = int(hint_level)
    if level not in (0, 1, 2, 3):
        raise CurationError(f"hint_level {hint_level} is not 0-3 or 'all'", hint="use -T hint_level=0..3")
    return [level]


def dca_dataset(path: str, hint_level: int | str) -> MemoryDataset:
    cases, errors = load_cases(path)
    for e in errors:
        log.warning("skipped case %s: %s", e.path, e.reason)
    if not cases:
        raise CurationError(
            f"{path}: no valid DCA cases", hint="a case is a folder with case.json and files/"
        )
    samples = []
    for level in _levels(hint_level):
        for c in cases:
            # the sample carries only the case folder and level; the label is read back by the scorer
            samples.append(
                Sample(
                    id=f"{c.id}@h{level}",
                    input=c.hint(level) or "(no hint)",
                    target="",
                    metadata={
                        "case_root": str(c.root),
                        "hint_level": f"h{level}",
                        "type": c.type.value,
                        "tags": [t.value for t in expand(c.tags)],
                    },
                )
            )
    return MemoryDataset(samples, name="dca")


@solver
def curator_solver(agent: str = "curator", budget: str = "default"):
    async def solve(state: TaskState, generate: Generate) -> TaskState:
        case = load_case(state.metadata["case_root"])
        level = int(state.metadata["hint_level"][1:])
        model = active_agent_model() if agent == "curator" else None
        t0 = time.monotonic()
        report = await curate(case.curator_input(level), model=model, budget=BUDGETS.get(budget, Budget()))
        state.metadata["report"] = report.model_dump(mode="json")
        state.metadata["curate_seconds"] = time.monotonic() - t0
        state.output = ModelOutput.from_content(model=report.model, content=report.answer_text())
        return state

    return solve


@metric
def type_success():
    """Success rate (success ∪ success+) per issue type (single/multi-issue × single/multi-file)."""

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        hits: dict[str, list[float]] = {}
        for s in scores:
            v = s.score.value
            key = str((s.sample_metadata or {}).get("type", "?")).replace(" & ", "+")
            hits.setdefault(key, []).append(float(v["success"] if isinstance(v, dict) else v))
        return {t: sum(v) / len(v) for t, v in sorted(hits.items())}

    return compute


@metric
def tag_success():
    """Success rate (success ∪ success+) per DCA tag (parents included): a sample counts for each tag."""

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        hits: dict[str, list[float]] = {}
        for s in scores:
            for tag in (s.sample_metadata or {}).get("tags", []):
                v = s.score.value  # inspect hands a dict-metric the value of its own key
                hits.setdefault(tag, []).append(float(v["success"] if isinstance(v, dict) else v))
        return {t: sum(v) / len(v) for t, v in sorted(hits.items())}

    return compute


@scorer(
    metrics={
        "success": [mean(), grouped(mean(), "hint_level"), type_success(), tag_success()],
        "success_plus": [mean(), grouped(mean(), "hint_level")],
        "overlap_success": [mean(), grouped(mean(), "hint_level")],
        "overlap_success_plus": [mean()],
        "file_recall": [mean()],
        "context_recall": [mean()],
        "seconds": [mean()],
    }
)
def dca_evaluator(judge_model: str | None = None):
    """§3.4 Evaluator. ``judge_model``: a model name; None, ``overlap`` or ``none`` = the deterministic evidence
    overlap only (the agent's own model never judges its answers unless it is named here)."""
    warned = False

    async def score(state: TaskState, target: Target) -> Score:
        nonlocal warned

        case = load_case(state.metadata["case_root"])
        level = int(state.metadata["hint_level"][1:])
        report = CurationReport.model_validate(state.metadata.get("report") or {})
        if judge_model is None or judge_model.lower() in {"overlap", "none"}:
            judge = None
            if judge_model is None and not warned:
                log.warning(NO_JUDGE_NAMED)
                warned = True
        else:
            # "agent": the agent's own model judges, only because it was named
            judge = active_agent_model() if judge_model.lower() == "agent" else get_model(judge_model)
            if not warned:
                log.warning(PAPER_JUDGE_WARNING)
                warned = True
        j = await evaluate(case, report, case.hint(level), judge)
        value = {
            "success": float(j.decision.is_success),
            "success_plus": float(j.decision.value == "success"),
            "overlap_success": float(j.overlap.decision.is_success),
            "overlap_success_plus": float(j.overlap.decision.value == "success"),
            "file_recall": j.overlap.file_recall,
            "context_recall": j.overlap.context_recall,
            "seconds": float(state.metadata.get("curate_seconds", 0.0)),
        }
        return Score(
            value=value,
            answer=j.decision.value,
            explanation=f"judge={j.judge} votes={[v.value for v in j.votes]} rounds={j.rounds}",
            metadata={
                "decision": j.decision.value,
                "votes": [v.value for v in j.votes],
                "overlap": j.overlap.model_dump(mode="json"),
                "judge": j.judge,
            },
        )

    return score


@task
def dca_bench(
    path: str = SAMPLE,
    hint_level: int | str = 0,
    judge_model: str | None = None,
    agent: str = "curator",
    budget: str = "default",
) -> Task:
    if agent not in AGENTS:
        raise CurationError(f"unknown agent '{agent}'", hint=f"choose one of: {', '.join(AGENTS)}")
    return Task(
        dataset=dca_dataset(path, hint_level),
        solver=curator_solver(agent, budget),
        scorer=dca_evaluator(judge_model),
        name="dca_bench",
    )


register_suite(
    Suite(
        name="dca",
        task_fn=dca_bench,
        description="DCA-Bench: find hidden data-quality issues with verbatim evidence; judged by the paper's "
        "A.2.1 Evaluator with §3.4 voting, evidence overlap reported alongside.",
        agents=AGENTS,
        primary_metric="success",
        # demo: 2 cases at h3, one short model call each (~94 s for 3 on the shared 2-core box); the A.2.1 judge prompt alone costs ~20 s per vote on
        # the demo CPU, so the demo is scored by the deterministic evidence overlap (judge_model=overlap)
        demo_args={"hint_level": 3, "judge_model": "overlap", "budget": "demo"},
        demo_limit=2,
        baselines=[  # full DCA-Bench (221 cases), GPT-4-0125 judge; not comparable to our 16-case sample
            Baseline(
                name="GPT-4 Assistant-API Curator, h0 (paper)",
                metrics={"success": 0.1086},
                source="DCA-Bench §4.2, Fig. 3",
            ),
            Baseline(
                name="GPT-4 Assistant-API Curator, h3 (paper)",
                metrics={"success": 0.7014},
                source="DCA-Bench §4.2, Fig. 3",
            ),
            Baseline(
                name="ChatGPT-4 web, hard set (paper)", metrics={"success": 0.188}, source="DCA-Bench Tab. 3"
            ),
        ],
        domain="curation",
    )
)
