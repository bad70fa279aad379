"""docs/ARCHITECTURE.md stays true: its examples run, it lists every room, and the rooms keep its layering."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_import_graph import PACKAGE, SRC, import_graph, room_graph

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "ARCHITECTURE.md"
EXAMPLE = re.compile(r"<!-- example: (?P<name>[\w-]+) -->\s*```python\n(?P<code>.*?)```", re.DOTALL)

# The layers of the guide's "Layers and imports", lowest first; a room imports only its own layer or lower.
LAYERS: list[set[str]] = [
    {
        "dataagents",
        "dataagents.errors",
        "dataagents.exit_codes",
        "dataagents.paths",
        "dataagents.threads",
        "dataagents.units",
    },
    {"dataagents.llm"},
    {"dataagents.files", "dataagents.sandbox"},
    {"dataagents.bench"},
    {"dataagents.curation", "dataagents.datascience", "dataagents.governance", "dataagents.discovery"},
    {"dataagents.cli", "dataagents._registry", "dataagents._imports"},
]
# Named in the guide: the suite registry finds the suites through the entry point, never naming a domain.
UPWARD_BY_DESIGN = {("dataagents.bench", "dataagents._registry")}


def examples() -> dict[str, str]:
    return {m["name"]: m["code"] for m in EXAMPLE.finditer(GUIDE.read_text(encoding="utf-8"))}


def test_the_guide_has_an_example_for_every_extension_point() -> None:
    assert set(examples()) == {"detector", "operator", "suite", "catalog", "provider"}


@pytest.mark.parametrize("name", sorted(examples()))
def test_example_runs(name: str, tmp_path: Path) -> None:
    """Each example in a fresh interpreter (they register things), from a scratch folder, with no network."""
    script = tmp_path / f"example_{name}.py"
    script.write_text(examples()[name], encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    done = subprocess.run(
        [sys.executable, str(script)], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=240
    )
    assert done.returncode == 0, done.stderr[-3000:]


def test_the_guide_lists_every_room() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    rooms = sorted(
        p.name for p in (SRC / PACKAGE).iterdir() if (p / "__init__.py").is_file() or p.name == "suites"
    )
    assert rooms, "no rooms found"
    missing = [r for r in rooms if f"`dataagents.{r}`" not in text]
    assert missing == []


def test_rooms_import_only_their_layer_or_lower() -> None:
    layer_of = {room: i for i, rooms in enumerate(LAYERS) for room in rooms}
    rooms = room_graph(import_graph(SRC, PACKAGE, local=True))
    assert set(rooms) <= set(layer_of), (
        f"rooms missing from LAYERS (and the guide): {set(rooms) - set(layer_of)}"
    )
    upward = sorted(
        (room, target)
        for room, targets in rooms.items()
        for target in targets
        if layer_of[target] > layer_of[room] and (room, target) not in UPWARD_BY_DESIGN
    )
    assert upward == []


def test_docs_point_only_inside_the_repository() -> None:
    """No link to a file outside the checkout, no path of one machine."""
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = doc.read_text(encoding="utf-8")
        assert not re.search(r"\]\((\.\./|/)", text), f"{doc.name} links outside the repository"
        assert not re.search(r"(?<![\w.])/(work|home|root|Users)/", text), f"{doc.name} names a machine path"
