"""`curate --out` into a folder that does not exist is refused before any work, with exit code 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_bad_out_is_refused_before_work(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "t.csv").write_text("a,b\n1,2\n", encoding="utf-8")
    out = tmp_path / "missing" / "r.json"
    r = subprocess.run(
        [sys.executable, "-m", "dataagents.cli", "curate", str(data), "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 2, r.stdout + r.stderr
    assert "does not exist" in r.stdout + r.stderr and "Traceback" not in r.stdout + r.stderr
    assert not out.exists()
