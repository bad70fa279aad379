"""The Curator says which detector runs, for a progress display on large folders."""

from __future__ import annotations

import asyncio
from pathlib import Path

from dataagents.curation.curator import curate
from dataagents.curation.detectors import DETECTORS


def test_every_detector_is_announced_in_order_then_done(tmp_path: Path) -> None:
    (tmp_path / "t.csv").write_text("a,b\n1,2\n3,4\n")
    heard: list[tuple[str, int, int]] = []
    asyncio.run(curate(tmp_path, on_step=lambda name, done, total: heard.append((name, done, total))))
    n = len(DETECTORS)
    assert heard == [(d.name, i, n) for i, d in enumerate(DETECTORS)] + [("done", n, n)]
