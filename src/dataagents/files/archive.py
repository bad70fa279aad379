"""List and extract zip archives with path-traversal and zip-bomb guards.

Every member is checked before a single byte is written (count, total declared size, compression ratio,
names that escape the destination, links, encryption), and extraction counts the bytes it really
writes, so an archive that lies about its sizes is stopped too.
"""

from __future__ import annotations

import shutil
import stat
import zipfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from dataagents.files.budget import fit
from dataagents.files.errors import FileReadError, guard
from dataagents.files.sniffing import check_file, default_stream_max_bytes, human_bytes

_CHUNK = 1 << 20


@dataclass(frozen=True)
class ZipLimits:
    max_members: int = 10_000
    max_total_bytes: int = 2 << 30  # 2 GiB uncompressed in all
    max_ratio: float = 100.0  # uncompressed / compressed, per member and overall
    ratio_min_bytes: int = 1 << 20  # small members may compress well; only judge ratio above 1 MiB


@dataclass(frozen=True)
class ZipMember:
    name: str
    size: int  # declared uncompressed bytes
    compressed_size: int
    is_dir: bool

    @property
    def ratio(self) -> float:
        return (
            self.size / self.compressed_size if self.compressed_size else float("inf") if self.size else 1.0
        )


def _open(p: Path) -> zipfile.ZipFile:
    try:
        return zipfile.ZipFile(p)
    except (zipfile.BadZipFile, OSError, ValueError) as err:
        raise FileReadError(
            p, f"not a readable zip archive ({err})", "re-create the archive", kind="zip"
        ) from err


@guard
def list_zip(path: str | Path) -> list[ZipMember]:
    """Members with their declared sizes; nothing is extracted."""
    p = check_file(path, default_stream_max_bytes())
    with _open(p) as zf:
        return [ZipMember(i.filename, i.file_size, i.compress_size, i.is_dir()) for i in zf.infolist()]


def _safe_target(p: Path, dest: Path, name: str) -> Path:
    """Where ``name`` lands under ``dest``; raises for absolute paths, ``..``, drive letters."""
    norm = name.replace("\\", "/")
    pure = PurePosixPath(norm)
    if pure.is_absolute() or ".." in pure.parts or (len(norm) > 1 and norm[1] == ":") or "\x00" in norm:
        raise FileReadError(
            p,
            f"member {name!r} would be written outside the destination (path traversal)",
            "do not extract this archive; it may be malicious",
            kind="zip_traversal",
        )
    target = (dest / pure).resolve()
    if not target.is_relative_to(dest):
        raise FileReadError(
            p,
            f"member {name!r} resolves outside the destination (path traversal via link)",
            "extract into an empty folder; the archive may be malicious",
            kind="zip_traversal",
        )
    return target


def _bomb(p: Path, reason: str) -> FileReadError:
    return FileReadError(
        p,
        f"looks like a zip bomb: {reason}",
        "do not extract it, or raise ZipLimits if you trust it",
        kind="zip_bomb",
    )


def check_zip(
    p: Path, zf: zipfile.ZipFile, dest: Path, limits: ZipLimits
) -> list[tuple[zipfile.ZipInfo, Path]]:
    """Validate every member before extraction; return (member, target) pairs."""
    infos = zf.infolist()
    if len(infos) > limits.max_members:
        raise _bomb(p, f"{len(infos):,} members, over the limit of {limits.max_members:,}")
    total = sum(i.file_size for i in infos)
    if total > limits.max_total_bytes:
        raise _bomb(
            p, f"{human_bytes(total)} uncompressed, over the limit of {human_bytes(limits.max_total_bytes)}"
        )
    packed = sum(i.compress_size for i in infos)
    if total >= limits.ratio_min_bytes and packed and total / packed > limits.max_ratio:
        raise _bomb(p, f"overall compression ratio {total / packed:,.0f}:1 exceeds {limits.max_ratio:,.0f}:1")
    plan = []
    for i in infos:
        if i.file_size >= limits.ratio_min_bytes and (
            i.compress_size == 0 or i.file_size / i.compress_size > limits.max_ratio
        ):
            ratio = i.file_size / i.compress_size if i.compress_size else float("inf")
            raise _bomb(
                p,
                f"member {i.filename!r} has compression ratio {ratio:,.0f}:1 (limit {limits.max_ratio:,.0f}:1)",
            )
        if i.flag_bits & 0x1:
            raise FileReadError(
                p, f"member {i.filename!r} is encrypted", "decrypt the archive first", kind="zip"
            )
        mode = i.external_attr >> 16
        if stat.S_ISLNK(mode):
            raise FileReadError(
                p,
                f"member {i.filename!r} is a symbolic link",
                "links in archives can point outside the destination; re-create the archive without them",
                kind="zip_traversal",
            )
        plan.append((i, _safe_target(p, dest, i.filename)))
    return plan


@guard
def extract_zip(path: str | Path, dest: str | Path, *, limits: ZipLimits | None = None) -> list[Path]:
    """Extract into ``dest`` after checking every member; returns the files written.

    Raises ``FileReadError`` (kind ``zip_traversal`` / ``zip_bomb`` / ``zip``) before writing anything when
    a member is unsafe; stops and removes partial output when real sizes exceed the declared ones.
    """
    lim = limits or ZipLimits()
    p = check_file(path, default_stream_max_bytes())
    out = Path(dest)
    out.mkdir(parents=True, exist_ok=True)
    out = out.resolve()
    written: list[Path] = []
    with _open(p) as zf:
        plan = check_zip(p, zf, out, lim)
        total = 0
        try:
            for info, target in plan:
                if info.is_dir():
                    target.mkdir(parents=True, exist_ok=True)
                    continue
                target.parent.mkdir(parents=True, exist_ok=True)
                size = 0
                with zf.open(info) as src, open(target, "wb") as dst:
                    written.append(target)
                    while chunk := src.read(_CHUNK):
                        size += len(chunk)
                        total += len(chunk)
                        if size > info.file_size or total > lim.max_total_bytes:
                            raise _bomb(p, f"member {info.filename!r} inflates past its declared size")
                        dst.write(chunk)
        except FileReadError:
            _remove(written)
            raise
        except (zipfile.BadZipFile, OSError, EOFError, RuntimeError) as err:
            _remove(written)
            raise FileReadError(p, f"extraction failed ({err})", "re-create the archive", kind="zip") from err
    return written


def _remove(paths: list[Path]) -> None:
    for f in paths:
        if f.is_dir():
            shutil.rmtree(f, ignore_errors=True)
        else:
            f.unlink(missing_ok=True)


def render_zip(p: Path, budget_tokens: int) -> str:
    """Member listing with sizes and the guard verdict; nothing is extracted."""
    with _open(p) as zf:
        infos = zf.infolist()
        try:
            check_zip(p, zf, Path("/nonexistent-dest"), ZipLimits())
            verdict = "safe to extract with extract_zip() under default limits"
        except FileReadError as err:
            verdict = f"UNSAFE: {err.reason}"
    total = sum(i.file_size for i in infos)
    header = (
        f"file: {p.name} — zip, {human_bytes(p.stat().st_size)}, {len(infos):,} members, "
        f"{human_bytes(total)} uncompressed\nguard: {verdict}"
    )

    def view(n: int):
        def build() -> str:
            rows = [
                f"- {i.filename} ({'dir' if i.is_dir() else human_bytes(i.file_size)}"
                + (f", packed {human_bytes(i.compress_size)}" if not i.is_dir() else "")
                + ")"
                for i in infos[:n]
            ]
            more = [f"… {len(infos) - n} more members"] if len(infos) > n else []
            return "\n".join([header, "members:", *rows, *more])

        return build

    return fit([view(n) for n in (500, 200, 80, 30, 10, 0)], budget_tokens)
