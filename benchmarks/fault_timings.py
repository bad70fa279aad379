"""How long `dataagents bench run` takes to end against a misbehaving endpoint, and what it records.

Starts the test suite's fault server (127.0.0.1) once per behaviour and runs the CLI as a user would:
`bench run smoke --agent model-only --limit 2 --timeout 10 --max-retries 1`. Prints, per behaviour, the
wall time, the exit code, the server's request count, the fault kinds the report read back from the log,
and whether the HTML report was written. ``--suite dca`` runs the DCA curator instead, an agent that catches
a failed call and carries on with its detectors' findings (the faults show as absorbed).

    PYTHONPATH=src python benchmarks/fault_timings.py [--suite smoke|dca] [behaviour ...]
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

AGENTS = {"smoke": "model-only", "dca": "curator"}


def measure(behaviour: str, root: Path, suite: str = "smoke") -> None:
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
            [sys.executable, "-m", "dataagents.cli", "bench", "run", suite, "--agent", AGENTS[suite],
             "--model", f"openai-api/fault/{behaviour}", "--limit", "2", "--timeout", "10",
             "--max-retries", "1", "--log-dir", str(log_dir)],
            env=env, capture_output=True, text=True, timeout=600,
        )  # fmt: skip
        elapsed = time.monotonic() - started
        requests = server.requests
    said = [line.strip() for line in done.stdout.splitlines() if line.startswith("samples ")]
    faults = " | ".join(said) or "no errors"
    report = list(log_dir.glob("*/report.html"))
    print(
        f"{suite:5s} {behaviour:17s} {elapsed:6.1f} s  exit {done.returncode}  requests {requests:2d}  "
        f"report {'written' if report else 'MISSING'}  {faults}"
    )


def main() -> None:
    args = sys.argv[1:]
    suite = "smoke"
    if args[:1] == ["--suite"]:
        suite, args = args[1], args[2:]
    behaviours = args or list(BEHAVIOURS)
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as tmp:
        for behaviour in behaviours:
            measure(behaviour, Path(tmp), suite)


if __name__ == "__main__":
    main()
