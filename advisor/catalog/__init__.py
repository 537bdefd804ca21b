"""The built-in catalogs of platforms and workloads, and name lookup.

``--platform NAME`` finds ``NAME.yaml`` in the directories of the environment
variable ``ADVISOR_PLATFORM_PATH`` (os.pathsep-separated), then in the user's
platforms directory (:mod:`advisor.locations`: where ``advisor calibrate``
writes this host's descriptor), then in the built-in catalog (``platforms/`` of
the repository, shipped inside the package); a path to a file is used as it
is, and ``SOURCE:NAME`` asks the platform-source plugin ``SOURCE``
(:mod:`advisor.plugins`) for ``NAME``. Workloads are looked up the same way
(``ADVISOR_WORKLOAD_PATH``, the user's ``workloads/``, ``workloads/``; no
plugins). A file of the other kind on a search path (a workload among
platforms) is skipped with a warning.
"""

from __future__ import annotations

import logging
import os
import re
from functools import cache, lru_cache
from pathlib import Path

from ..errors import DescriptorError, UsageError
from ..files import not_a_file
from ..locations import expand, shipped_dir, user_dir
from ..platform import Platform, load_platform
from ..workload import Workload, load_workload

DEFAULT_PLATFORM = "dc-a100"
log = logging.getLogger("advisor")
_HERE = Path(__file__).resolve().parent


def search_path(kind: str) -> list[Path]:
    """The directories searched for a name: ``$ADVISOR_PLATFORM_PATH`` (``$ADVISOR_WORKLOAD_PATH``), the user's, the
    catalog's. An entry of the variable that is no directory is a UsageError naming the variable: as a ``--platform``
    that names no file is refused, a search path that names no directory is (its descriptors would be missed)."""
    variable = {"platforms": "ADVISOR_PLATFORM_PATH", "workloads": "ADVISOR_WORKLOAD_PATH"}[kind]
    extra = [expand(p, variable) for p in os.environ.get(variable, "").split(os.pathsep) if p]
    for directory in extra:
        if not directory.is_dir():
            shown = str(directory).encode("unicode_escape").decode()
            raise UsageError(variable, f"{shown} {_what_it_is(directory)}: each entry names a directory of {kind} descriptors")
    return [*extra, user_dir(kind), shipped_dir(kind)]


def _what_it_is(path: Path) -> str:
    problem = not_a_file(path)
    return "does not exist" if problem and problem.startswith("no such file") else "is a file, not a directory" if problem is None else problem


@cache
def _warn_once(message: str) -> None:
    """Warn about a setting of the environment once per process (the search path is walked for every name)."""
    log.warning("%s", message)


_SCHEMA_LINE = re.compile(r"^schema:\s*['\"]?(advisor-[a-z-]+)/", re.MULTILINE)
_SCHEMAS = {"platforms": "advisor-platform", "workloads": "advisor-workload"}


def _other_kind(path: Path, kind: str) -> str | None:
    """The schema of a descriptor of another kind (a workload file among platforms), None if it may be of ``kind``."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            head = handle.read(4096)
    except OSError:
        return None
    found = _SCHEMA_LINE.search(head)
    return found[1] if found and found[1] != _SCHEMAS[kind] else None


def catalog_files(kind: str) -> dict[str, Path]:
    """Name -> file for every descriptor on the search path (earlier directories win; other kinds skipped, with a warning)."""
    found: dict[str, Path] = {}
    for directory in search_path(kind):
        if directory.is_dir():
            for path in sorted(directory.glob("*.yaml")):
                problem = not_a_file(path)
                if problem:  # a FIFO would block the look inside
                    _warn_once(f"warning: {path} {problem}: skipped")
                    continue
                other = _other_kind(path, kind)
                if other:
                    log.warning("warning: %s is an %s file, not one of the %s: skipped", path, other, kind)
                    continue
                found.setdefault(path.stem, path)
    return found


def resolve(kind: str, name_or_path: str) -> Path:
    if not name_or_path:  # Path("") is ".", a directory: refused for what it is, an empty name
        raise UsageError(kind[:-1], f"an empty name names no {kind[:-1]}")
    path = Path(name_or_path)
    problem = not_a_file(path)
    if path.suffix in (".yaml", ".yml") or os.sep in name_or_path or problem is None:
        if problem:
            raise DescriptorError(name_or_path, "", problem)
        return path
    files = catalog_files(kind)
    if name_or_path not in files:
        if problem != "no such file":  # a directory or a FIFO of that name here, and no catalog entry
            raise DescriptorError(name_or_path, "", f"{problem}, not a {kind[:-1]} file or name")
        known = ", ".join(files) or "none"
        raise UsageError(kind[:-1], f"unknown {kind[:-1]} {name_or_path!r} (known: {known})")
    return files[name_or_path]


@lru_cache(maxsize=256)
def _load_platform_cached(path: str, mtime_ns: int) -> Platform:
    return load_platform(path)


def get_platform(name_or_path: str) -> Platform:
    """A platform by catalog name, file, or ``SOURCE:NAME`` of a platform-source plugin."""
    from .. import plugins

    source, sep, name = name_or_path.partition(":")
    if sep and source in plugins.available(plugins.PLATFORM_SOURCES):
        return platform_from_source(source, name)
    path = resolve("platforms", name_or_path)
    return _load_platform_cached(str(path), path.stat().st_mtime_ns)


def platform_from_source(source: str, name: str) -> Platform:
    """``name`` from the platform-source plugin ``source``; a refusal is a DescriptorError."""
    from .. import plugins

    getter = plugins.load(plugins.PLATFORM_SOURCES, source)
    try:
        platform = getter(name)
    except LookupError as exc:
        raise UsageError("platform", f"{source}:{name}: not known to platform source {source!r}: {exc}") from None
    if not isinstance(platform, Platform):
        raise UsageError("platform", f"{source}:{name}: platform source {source!r} returned {type(platform).__name__}, not a Platform")
    return platform


def get_platforms(names: list[str] | tuple[str, ...]) -> list[Platform]:
    """Platforms by name or file; ``all`` means every catalog platform; none means the default."""
    if not names:
        return [default_platform()]
    result: list[Platform] = []
    for name in names:
        if name == "all":
            result.extend(get_platform(str(p)) for p in catalog_files("platforms").values())
        else:
            result.append(get_platform(name))
    unique = {p.path or p.name: p for p in result}
    return list(unique.values())


def default_platform() -> Platform:
    """``$ADVISOR_DEFAULT_PLATFORM`` (a name or a file), else the catalog's default; a variable naming none is a
    UsageError naming the variable."""
    given = os.environ.get("ADVISOR_DEFAULT_PLATFORM")
    if not given:
        return get_platform(DEFAULT_PLATFORM)
    try:
        return get_platform(given)
    except (DescriptorError, UsageError) as exc:
        message = exc.message if isinstance(exc, UsageError) else str(exc)
        raise UsageError("ADVISOR_DEFAULT_PLATFORM", message if given in message else f"{given}: {message}") from None


@lru_cache(maxsize=64)
def _load_workload_cached(path: str, mtime_ns: int) -> Workload:
    return load_workload(path)


def get_workload(name_or_path: str) -> Workload:
    """A workload by catalog name or file (read once per file version: descriptors are frozen)."""
    path = resolve("workloads", name_or_path)
    return _load_workload_cached(str(path), path.stat().st_mtime_ns)
