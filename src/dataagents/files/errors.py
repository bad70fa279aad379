"""The one error type of the files room.

Every bad input (missing, empty, binary, undecodable, malformed, too large, unsupported, unsafe archive)
becomes a ``FileReadError`` naming the file, the reason and what to do; callers never see a raw traceback.
"""

from __future__ import annotations

from pathlib import Path

from dataagents.errors import DataAgentsError


class FileReadError(DataAgentsError):
    """A file could not be read safely.

    ``kind`` is a short machine-readable reason (``empty``, ``binary``, ``encoding``, ``json``,
    ``too_large``, ``unsupported``, ``not_found``, ``parse``, ``zip_traversal``, ``zip_bomb``, ``zip``);
    ``line``/``column`` locate the fault when known (1-based).
    """

    def __init__(
        self,
        path: str | Path,
        reason: str,
        hint: str | None = None,
        *,
        kind: str = "parse",
        line: int | None = None,
        column: int | None = None,
    ) -> None:
        self.path = Path(path)
        self.reason = reason
        self.kind = kind
        self.line = line
        self.column = column
        where = str(self.path)
        if line is not None:
            where += f":{line}" + (f":{column}" if column is not None else "")
        super().__init__(f"cannot read {where}: {reason}", hint=hint)
