"""Start-up time of `dataagents --help` (and `--version`): median and min wall time of N fresh processes,
plus the heavy packages the process imported.

    PYTHONPATH=src python benchmarks/cli_startup.py [N] [SRC]    # SRC: another source tree to compare with
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
HEAVY = ("inspect_ai", "pandas", "lightgbm", "sklearn", "matplotlib")


def wall_times(args: list[str], src: Path, n: int) -> list[float]:
    env = {**os.environ, "PYTHONPATH": str(src), "COLUMNS": "120"}
    times = []
    for _ in range(n):
        started = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "dataagents.cli", *args], env=env, capture_output=True, check=True
        )
        times.append(time.perf_counter() - started)
    return times


def heavy_imports(src: Path) -> list[str]:
    probe = (
        "import sys\nfrom dataagents import cli\nsys.argv = ['dataagents', '--help']\n"
        "try:\n    cli.main()\nexcept SystemExit:\n    pass\n"
        f"print(sorted({{m.split('.')[0] for m in sys.modules}} & {set(HEAVY)!r}))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(src)}
    out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True)
    return out.stdout.strip().splitlines()[-1:]


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    src = Path(sys.argv[2]) if len(sys.argv) > 2 else REPO / "src"
    print(f"source: {src}   load average: {os.getloadavg()[0]:.2f}")
    for args in (["--help"], ["--version"]):
        try:
            times = wall_times(args, src, n)
        except subprocess.CalledProcessError as err:
            print(f"dataagents {' '.join(args)}: exit {err.returncode}")
            continue
        print(
            f"dataagents {' '.join(args):10s} median {statistics.median(times):.3f} s  "
            f"min {min(times):.3f} s  max {max(times):.3f} s  (n={n})"
        )
    print("heavy packages imported by --help:", *heavy_imports(src))


if __name__ == "__main__":
    main()
