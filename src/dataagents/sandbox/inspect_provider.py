"""inspect_ai sandbox provider ``dataagents``: each sample gets a fresh sandbox workspace.

``Task(..., sandbox="dataagents")`` then ``await sandbox().exec([...])`` runs the command through
``dataagents.sandbox.run`` (bubblewrap, rlimits, scrubbed env); files live in the sample's workspace.
Optional config: ``SandboxEnvironmentSpec("dataagents", DataAgentsSandboxConfig(timeout_s=..., ...))``.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any, Literal, overload

import anyio
from inspect_ai.util import ExecResult as InspectExecResult
from inspect_ai.util import OutputLimitExceededError, SandboxEnvironment, sandboxenv
from inspect_ai.util._sandbox.environment import SandboxEnvironmentConfigType, SandboxUserUnsupportedError
from inspect_ai.util._sandbox.limits import SandboxEnvironmentLimits, verify_read_file_size
from pydantic import BaseModel

from dataagents.sandbox._run import run
from dataagents.sandbox._types import Limits
from dataagents.sandbox._workspace import new_dir


class DataAgentsSandboxConfig(BaseModel, frozen=True):
    """Limits for every exec in the sample (see ``dataagents.sandbox.Limits``)."""

    timeout_s: float = 120.0
    memory_mb: int = 4096
    max_processes: int = 64
    max_file_mb: int = 512
    cpu_s: int = 300
    max_open_files: int = 256


def _limits(config: SandboxEnvironmentConfigType | None, timeout: int | None) -> Limits:
    cfg = config if isinstance(config, DataAgentsSandboxConfig) else DataAgentsSandboxConfig()
    values: dict[str, Any] = cfg.model_dump()
    if timeout is not None:
        values["timeout_s"] = float(timeout)
        values["cpu_s"] = max(int(timeout) + 1, 1)
    # inspect's own per-stream exec limit; we keep the tail beyond it
    values["max_output_bytes"] = SandboxEnvironmentLimits.MAX_EXEC_OUTPUT_SIZE
    values["kill_output_bytes"] = 4 * SandboxEnvironmentLimits.MAX_EXEC_OUTPUT_SIZE
    return Limits(**values)


@sandboxenv(name="dataagents")
class DataAgentsSandboxEnvironment(SandboxEnvironment):
    """One sample's sandbox: a workspace directory; every exec is an isolated one-shot run in it."""

    def __init__(self, config: SandboxEnvironmentConfigType | None = None) -> None:
        super().__init__()
        self.workspace = new_dir("inspect-")
        self._config = config

    @classmethod
    def config_deserialize(cls, config: dict[str, Any]) -> BaseModel:
        return DataAgentsSandboxConfig(**config)

    @classmethod
    async def sample_init(
        cls, task_name: str, config: SandboxEnvironmentConfigType | None, metadata: dict[str, str]
    ) -> dict[str, SandboxEnvironment]:
        return {"default": cls(config)}

    @classmethod
    async def sample_cleanup(
        cls,
        task_name: str,
        config: SandboxEnvironmentConfigType | None,
        environments: dict[str, SandboxEnvironment],
        interrupted: bool,
    ) -> None:
        for env in environments.values():
            shutil.rmtree(env.as_type(cls).workspace, ignore_errors=True)

    async def exec(
        self,
        cmd: list[str],
        input: str | bytes | None = None,
        cwd: str | None = None,
        env: dict[str, str] | None = None,
        user: str | None = None,
        timeout: int | None = None,
        timeout_retry: bool = True,
        concurrency: bool = True,
    ) -> InspectExecResult[str]:
        if user is not None:
            raise SandboxUserUnsupportedError(
                f"the dataagents sandbox runs code as its own unprivileged uid, not {user!r}"
            )
        limits = _limits(self._config, timeout)
        rel_cwd = None
        if cwd:
            rel_cwd = os.path.relpath(cwd, self.workspace) if os.path.isabs(cwd) else cwd
        result = await anyio.to_thread.run_sync(
            lambda: run(
                list(cmd),
                language="shell",
                workspace=self.workspace,
                limits=limits,
                env=env,
                input=input,
                cwd=rel_cwd,
            )
        )
        if result.timed_out:
            raise TimeoutError(f"command timed out after {limits.timeout_s:g}s: {cmd[:1]}")
        return InspectExecResult(
            success=result.exit_code == 0,
            returncode=result.exit_code,
            stdout=result.stdout,
            stderr=result.stderr,
        )

    def _resolve(self, file: str) -> Path:
        path = Path(file)
        path = (path if path.is_absolute() else self.workspace / path).resolve()
        if not path.is_relative_to(self.workspace.resolve()):
            raise PermissionError(f"{file} is outside the sandbox workspace {self.workspace}")
        return path

    async def write_file(self, file: str, contents: str | bytes) -> None:
        path = self._resolve(file)
        if path.is_dir():
            raise IsADirectoryError(file)
        path.parent.mkdir(parents=True, exist_ok=True)
        data = contents.encode("utf-8") if isinstance(contents, str) else contents
        path.write_bytes(data)

    @overload
    async def read_file(self, file: str, text: Literal[True] = True) -> str: ...

    @overload
    async def read_file(self, file: str, text: Literal[False]) -> bytes: ...

    async def read_file(self, file: str, text: bool = True) -> str | bytes:
        path = self._resolve(file)
        verify_read_file_size(str(path))
        if text:
            with open(path, encoding="utf-8", newline="") as f:
                return f.read()
        return path.read_bytes()


__all__ = ["DataAgentsSandboxConfig", "DataAgentsSandboxEnvironment", "OutputLimitExceededError"]
