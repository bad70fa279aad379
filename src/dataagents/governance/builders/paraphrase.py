"""Builds the paraphrase suite (``suites/govbench_paraphrase``): every bundled sample task asked twice more, the
way other people would ask it, with the same raw data, ground truth and eval.py.

The rewordings live in ``paraphrases.json`` in the suite folder (``{sample_id: [wording_1, wording_2]}``), so
the set is regenerated from data, not from code. A paraphrase keeps everything the ground truth depends on
(thresholds, word lists, key columns, keep rules); it may describe columns instead of spelling them and leave
out what is obvious (file format, encoding).

    python -m dataagents.governance.builders.paraphrase [OUT_DIR]
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

from dataagents.governance.task import load_suite

SUITES = Path(__file__).resolve().parents[2] / "suites"
SAMPLE_DIR = SUITES / "govbench_sample"
PARAPHRASE_DIR = SUITES / "govbench_paraphrase"
TABLE_NAME = "paraphrases.json"


def load_paraphrases(path: Path) -> dict[str, list[str]]:
    table = json.loads(path.read_text(encoding="utf-8"))
    for task_id, wordings in table.items():
        if len(wordings) != 2 or len(set(wordings)) != 2 or not all(w.strip() for w in wordings):
            raise ValueError(f"{path}: '{task_id}' needs two different non-empty wordings")
    return table


def build(
    out_root: Path = PARAPHRASE_DIR, sample_dir: Path = SAMPLE_DIR, table: Path | None = None
) -> list[str]:
    """Copy every sample task once per wording, with the id ``<orig>__p<n>`` and the new instruction."""
    wordings = load_paraphrases(table or out_root / TABLE_NAME)
    tasks = load_suite(sample_dir)
    missing = sorted({t.id for t in tasks} - set(wordings))
    unknown = sorted(set(wordings) - {t.id for t in tasks})
    if missing or unknown:
        raise ValueError(
            f"paraphrase table out of step with the sample suite: missing {missing}, unknown {unknown}"
        )
    out_root.mkdir(parents=True, exist_ok=True)
    built = []
    for task in tasks:
        for n, wording in enumerate(wordings[task.id], 1):
            if wording.strip() == task.spec.instruction.strip():
                raise ValueError(f"{task.id}: paraphrase {n} repeats the original instruction")
            new_id = f"{task.id}__p{n}"
            folder = out_root / new_id
            if folder.exists():
                shutil.rmtree(folder)
            shutil.copytree(task.root / "raw", folder / "raw")
            shutil.copytree(task.root / "gt", folder / "gt")
            shutil.copy2(task.eval_path, folder / "eval.py")
            spec = task.spec.model_copy(
                update={
                    "id": new_id,
                    "instruction": wording,
                    "provenance": f"{task.spec.provenance}; instruction reworded from sample task {task.id} "
                    f"(paraphrase {n}, {TABLE_NAME})",
                }
            )
            (folder / "task.json").write_text(
                spec.model_dump_json(indent=1, exclude_none=True), encoding="utf-8"
            )
            built.append(new_id)
    return built


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else PARAPHRASE_DIR
    table = PARAPHRASE_DIR / TABLE_NAME
    built = build(out, table=table)
    print(f"{len(built)} paraphrased tasks in {out}")


if __name__ == "__main__":
    main()
