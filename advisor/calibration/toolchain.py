"""The system C compiler, and building the calibration C sources with it.

Sources live in ``calibration/`` at the repository root; an installed package
finds them as ``advisor/calibration/sources`` (package data mapped from
``calibration/``), and ``$ADVISOR_CALIBRATION_SRC`` overrides both. Builds are cached under
``$XDG_CACHE_HOME/advisor`` (default ``~/.cache/advisor``), keyed by a hash of the
source text, the compiler's version line and the flags, so a calibration or a
validation compiles once per machine.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from ..locations import cache_home, calibration_sources

FLAGS = ("-std=gnu11", "-O3", "-march=native", "-fopenmp")
LIBS = ("-lm",)
COMPILERS = ("cc", "gcc", "clang")


class ToolchainError(RuntimeError):
    """No usable compiler, or a build failed."""


@dataclass(frozen=True)
class Compiler:
    path: str
    version: str  # first line of ``--version``

    def describe(self, flags: tuple[str, ...] = FLAGS) -> str:
        return f"{self.version} {' '.join(flags)}"


@dataclass(frozen=True)
class Build:
    executable: Path
    compiler: Compiler
    flags: tuple[str, ...]

    @property
    def how(self) -> str:
        return self.compiler.describe(self.flags)


def source_dir() -> Path:
    """The directory holding the C sources (:func:`advisor.locations.calibration_sources`)."""
    found, looked = calibration_sources()
    if found is None:
        raise ToolchainError(f"calibration sources not found (looked in {', '.join(map(str, looked))}; set ADVISOR_CALIBRATION_SRC)")
    return found


def find_compiler() -> Compiler | None:
    """``$CC`` or the first of cc, gcc, clang on PATH; None when there is none. A ``$CC`` that names no working
    compiler is a :class:`~advisor.errors.UsageError` naming it: the compiler the user asked for, never another."""
    given = os.environ.get("CC")
    for name in [given] if given else COMPILERS:
        found = _compiler(name)
        if isinstance(found, Compiler):
            return found
        if given:
            from ..errors import UsageError

            raise UsageError("CC", f"{given!r} {found}")
    return None


def _compiler(name: str) -> Compiler | str:
    """The compiler ``name`` runs, or why it runs none."""
    path = shutil.which(name)
    if not path:
        return "is no program on PATH"
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"does not run ({exc})"
    if out.returncode != 0:
        return f"is no C compiler (`{name} --version` exits {out.returncode})"
    return Compiler(path, (out.stdout.splitlines() or ["unknown"])[0].strip())


def cache_dir() -> Path:
    return cache_home() / "advisor" / "build"


def build(source: str, compiler: Compiler | None = None, flags: tuple[str, ...] = FLAGS) -> Build:
    """Compile ``calibration/<source>`` (plus headers it includes from there) into the cache."""
    compiler = compiler or find_compiler()
    if compiler is None:
        raise ToolchainError("no C compiler found (tried $CC, cc, gcc, clang)")
    src_dir = source_dir()
    path = src_dir / source
    digest = hashlib.sha256()
    for part in sorted(src_dir.glob("*.[ch]")):
        digest.update(part.name.encode() + b"\0" + part.read_bytes())
    digest.update(compiler.version.encode() + " ".join(flags).encode())
    return _compile(compiler, path, source, flags, cache_dir() / f"{path.stem}-{digest.hexdigest()[:16]}")


def build_text(name: str, text: str, flags: tuple[str, ...], include_dir: Path | None = None, compiler: Compiler | None = None) -> Build:
    """Compile generated C ``text`` (headers it includes with quotes from ``include_dir``) into the cache, keyed by the
    text, those headers, the compiler and the flags."""
    compiler = compiler or find_compiler()
    if compiler is None:
        raise ToolchainError("no C compiler found (tried $CC, cc, gcc, clang)")
    digest = hashlib.sha256(text.encode() + b"\0" + compiler.version.encode() + " ".join(flags).encode())
    if include_dir is not None:
        for part in sorted(include_dir.glob("*.h")):
            digest.update(part.name.encode() + b"\0" + part.read_bytes())
    key = digest.hexdigest()[:16]
    source = cache_dir() / f"{name}-{key}.c"
    source.parent.mkdir(parents=True, exist_ok=True)
    if not source.exists():
        tmp = source.with_name(f".{source.name}.{os.getpid()}.tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, source)
    extra = (f"-I{include_dir}",) if include_dir is not None else ()
    return _compile(compiler, source, name, (*flags, *extra), cache_dir() / f"{name}-{key}")


def _compile(compiler: Compiler, path: Path, shown: str, flags: tuple[str, ...], out: Path) -> Build:
    if not out.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = out.with_name(f".{out.name}.{os.getpid()}.tmp")
        command = [compiler.path, *flags, str(path), "-o", str(tmp), *LIBS]
        result = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
        if result.returncode != 0:
            tmp.unlink(missing_ok=True)
            raise ToolchainError(f"compiling {shown} failed: {' '.join(command)}\n{result.stderr.strip()[-2000:]}")
        os.replace(tmp, out)
    return Build(out, compiler, flags)
