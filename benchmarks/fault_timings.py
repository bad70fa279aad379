"""How long `dataagents bench run` takes to end against a misbehaving endpoint, and what it records.

Starts the test suite's fault server (127.0.0.1) once per behaviour and runs the CLI as a user would:
`bench run smoke --agent model-only --limit 2 --timeout 10 --max-retries 1`. Prints, per behaviour, the
wall time, the exit code, the server's request count, the fault kinds the report read back from the log,
and whether the HTML report was written.

    PYTHONPATH=src python benchmarks/fault_timings.py [behaviour ...]
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.bench.fault_server import BEHAVIOURS, FaultServer  # noqa: E402


def measure(behaviour: str, root: Path) -> None:
    with FaultServer(behaviour) as server:
        env = {
            **os.environ,
            "FAULT_BASE_URL": server.base_url,
            "FAULT_API_KEY": "bench-key",
            "PYTHONPATH": str(REPO / "src"),
            "INSPECT_DISPLAY": "none",
        }
        log_dir = root / behaviour
        started = time.monotonic()
        done = subprocess.run(
            [sys.executable, "-m", "dataagents.cli", "bench", "run", "smoke", "--agent", "model-only",
             "--model", f"openai-api/fault/{behaviour}", "--limit", "2", "--timeout", "10",
             "--max-retries", "1", "--log-dir", str(log_dir)],
            env=env, capture_output=True, text=True, timeout=600,
        )  # fmt: skip
        elapsed = time.monotonic() - started
        requests = server.requests
    faults = next((line for line in done.stdout.splitlines() if "samples errored" in line), "no errors")
    report = list(log_dir.glob("*/report.html"))
    print(
        f"{behaviour:17s} {elapsed:6.1f} s  exit {done.returncode}  requests {requests:2d}  "
        f"report {'written' if report else 'MISSING'}  {faults.strip()}"
    )


def main() -> None:
    behaviours = sys.argv[1:] or list(BEHAVIOURS)
    with tempfile.TemporaryDirectory() as tmp:
        for behaviour in behaviours:
            measure(behaviour, Path(tmp))


if __name__ == "__main__":
    main()
