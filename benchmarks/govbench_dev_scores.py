"""Per-task scores of a GovBench run, from its inspect log: TSR, ATS, how many outputs scored below 0.8, and the
figures per scenario. Made for the development suites (govbench_real, govbench_paraphrase), where the
aggregate alone does not say which requests the agent misunderstood.

    .venv/bin/python -m dataagents.cli bench run govbench --agent datagovagent --model none \
        -T path=src/dataagents/suites/govbench_real --log-dir /tmp/logs
    .venv/bin/python benchmarks/govbench_dev_scores.py /tmp/logs/<run folder>/<log>.eval [--paraphrase]

With ``--paraphrase`` the tasks are also grouped by the sample task they reword (``<id>__p1``/``__p2``).
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from pathlib import Path

from inspect_ai.log import read_eval_log

from dataagents.governance.task import load_task

LOW = 0.8


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("log", type=Path)
    ap.add_argument("--paraphrase", action="store_true")
    a = ap.parse_args()
    log = read_eval_log(str(a.log))
    rows = []
    for sample in log.samples or []:
        score = next(iter(sample.scores.values()))
        task = load_task(sample.metadata["task_dir"])
        rows.append((task.id, str(task.spec.category), score.value["ats"] / 100.0, score.explanation or ""))
    rows.sort()
    print(f"{'task':<44}{'scenario':<15}{'score':>7}  note")
    for tid, cat, s, why in rows:
        print(f"{tid:<44}{cat:<15}{s:>7.3f}  {why[:70] if s < 1 else ''}")
    n = len(rows)
    tsr = sum(s >= 1.0 - 1e-9 for _, _, s, _ in rows) / n
    ats = sum(s for _, _, s, _ in rows) / n
    low = sum(s < LOW for _, _, s, _ in rows)
    print(f"\n{n} tasks  TSR {100 * tsr:.2f}  ATS {100 * ats:.2f}  below {LOW}: {low}")
    per: dict[str, list[float]] = defaultdict(list)
    for _, cat, s, _ in rows:
        per[cat].append(s)
    for cat, ss in sorted(per.items()):
        print(
            f"  {cat:<15} n={len(ss):<3} ATS {100 * sum(ss) / len(ss):6.2f}  below {LOW}: {sum(x < LOW for x in ss)}"
        )
    if a.paraphrase:
        by_orig: dict[str, list[float]] = defaultdict(list)
        for tid, _, s, _ in rows:
            by_orig[tid.rsplit("__p", 1)[0]].append(s)
        both = sum(all(x >= LOW for x in ss) for ss in by_orig.values())
        print(f"\nsample tasks whose both rewordings score >= {LOW}: {both}/{len(by_orig)}")


if __name__ == "__main__":
    main()
