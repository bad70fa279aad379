"""The governance room's public entry points for the CLI and for library use."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from pydantic import BaseModel

from dataagents.governance.errors import GovernanceError
from dataagents.governance.metrics import TaskRecord


class GovernResult(BaseModel):
    agent: str
    output: Path | None
    record: TaskRecord
    script: str
    log: str = ""


def default_agent() -> str:
    """The DataGovAgent once it is registered, else the single-model baseline (floor with no model)."""
    from dataagents.governance.suite import GOV_AGENTS

    return "datagovagent" if "datagovagent" in GOV_AGENTS else "single-model"


async def govern(
    instruction: str,
    inputs: list[Path],
    output: Path,
    *,
    model: str | None = "none",
    agent: str | None = None,
) -> GovernResult:
    """Apply a natural-language governance instruction to the input files and write ``output``."""
    from dataagents.governance.suite import GOV_AGENTS
    from dataagents.llm import get_model

    missing = [str(p) for p in inputs if not Path(p).exists()]
    if missing:
        raise GovernanceError(f"input file(s) not found: {missing}", hint="check the --input paths")
    name = agent or default_agent()
    if name not in GOV_AGENTS:
        raise GovernanceError(
            f"no governance agent named '{name}'", hint=f"choose one of {sorted(GOV_AGENTS)}"
        )
    resolved = get_model(model)
    with tempfile.TemporaryDirectory(prefix="govern-") as tmp:
        run = await GOV_AGENTS[name](
            instruction, [Path(p) for p in inputs], Path(output).name, model=resolved, workdir=Path(tmp)
        )
        if run.output is None:
            raise GovernanceError(
                f"the {name} agent produced no output: {(run.record.error or run.log)[-300:]}",
                hint="state the columns and operations explicitly, or try a model with --model",
            )
        Path(output).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(run.output, output)
    return GovernResult(agent=name, output=Path(output), record=run.record, script=run.code, log=run.log)
