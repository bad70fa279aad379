"""The one error type of the files room.

Every bad input (missing, empty, binary, undecodable, malformed, too large, unsupported, unsafe archive)
becomes a ``FileReadError`` naming the file, the reason and what to do; callers never see a raw traceback.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import ParamSpec, TypeVar

from dataagents.errors import DataAgentsError

P = ParamSpec("P")
R = TypeVar("R")


class FileReadError(DataAgentsError):
    """A file could not be read safely.

    ``kind`` is a short machine-readable reason (``empty``, ``binary``, ``encoding``, ``json``,
    ``too_large``, ``unsupported``, ``not_found``, ``parse``, ``io``, ``unexpected``, ``zip_traversal``,
    ``zip_bomb``, ``zip``);
    ``line``/``column`` locate the fault when known (1-based).
    """

    exit_code = 2  # bad input (dataagents.exit_codes)

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


def guard(fn: Callable[P, R]) -> Callable[P, R]:
    """Turn any escape from a public reader (I/O, memory, a library's own exception) into FileReadError.

    The first argument of ``fn`` is the path. The original exception stays chained for the log.
    """

    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        path = args[0] if args else kwargs.get("path", "?")
        try:
            return fn(*args, **kwargs)
        except FileReadError:
            raise
        except PermissionError as err:
            raise FileReadError(path, "permission denied", "check the file's permissions", kind="io") from err
        except OSError as err:
            raise FileReadError(
                path, f"I/O error: {err.strerror or err}", "check the disk and path", kind="io"
            ) from err
        except MemoryError as err:
            raise FileReadError(
                path, "out of memory", "use render() (it streams) or a smaller file", kind="too_large"
            ) from err
        except Exception as err:
            msg = str(err).strip().splitlines()[0][:300] if str(err).strip() else ""
            raise FileReadError(
                path,
                f"unexpected {type(err).__name__}: {msg}",
                "report this file to the maintainers",
                kind="unexpected",
            ) from err

    return wrapper
