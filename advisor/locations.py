"""Where the advisor keeps the user's files (one data directory for every command), and where the catalogs it
ships are (:func:`shipped_dir`).

``$ADVISOR_DATA_DIR``, else ``$XDG_DATA_HOME/advisor``, else
``~/.local/share/advisor``. It holds the history of measured runs
(``history.sqlite``, unless ``$ADVISOR_HISTORY`` names another file) and the
user's descriptors: ``platforms/`` (where ``advisor calibrate`` writes this
host's measured descriptor) and ``workloads/``, both on the search path of
every command (:mod:`advisor.catalog`), after ``$ADVISOR_PLATFORM_PATH`` /
``$ADVISOR_WORKLOAD_PATH`` and before the built-in catalog.

A variable that names a place is checked as the option it stands for would be: a data directory that is a file, a
FIFO or a device (or under one), or calibration sources that are not there, is a
:class:`~advisor.errors.UsageError` naming the variable; a cache directory that cannot be one
(``$XDG_CACHE_HOME``, :func:`cache_home`) is said once, naming it, and the caches then live in a
temporary folder for the run (a cache costs speed, never an answer). An empty variable counts as unset.
"""

from __future__ import annotations

import os
from pathlib import Path


def expand(path: str | os.PathLike[str], parameter: str) -> Path:
    """``path`` with ``~`` expanded; a ``~user`` that names no user is a :class:`UsageError` naming ``parameter``."""
    from .errors import UsageError

    try:
        return Path(path).expanduser()
    except RuntimeError as exc:
        raise UsageError(parameter, f"{path}: {exc}") from None


def directory_problem(path: Path) -> str | None:
    """Why ``path`` cannot be a directory the advisor reads and writes: it is something else, or cannot be made (the
    nearest thing above it that exists is no directory); None when it is one or can be made."""
    from .files import not_a_file, uncreatable

    kind = not_a_file(path)
    if kind is None:
        return "is a file, not a directory"
    if kind.startswith("no such file"):
        blocked = uncreatable(path)
        return None if blocked is None else f"cannot be made ({blocked})"
    return None if kind == "is a directory" else kind


def _directory_variable(variable: str) -> Path | None:
    """The directory ``$variable`` names (None: unset or empty); a place that cannot be one is a UsageError naming it."""
    from .errors import UsageError

    given = os.environ.get(variable)
    if not given:
        return None
    path = expand(given, variable)
    problem = directory_problem(path)
    if problem:
        raise UsageError(variable, f"{given}: {problem}")
    return path


def data_dir() -> Path:
    """``$ADVISOR_DATA_DIR``, else ``$XDG_DATA_HOME/advisor``, else ``~/.local/share/advisor``."""
    given = _directory_variable("ADVISOR_DATA_DIR")
    if given is not None:
        return given
    xdg = _directory_variable("XDG_DATA_HOME")
    return (xdg if xdg is not None else Path.home() / ".local" / "share") / "advisor"


def cache_home() -> Path:
    """Where the caches go (the C analyses, the kernel predictions, the calibration builds, each in a folder of its own
    under ``advisor/``): ``$XDG_CACHE_HOME``, else ``~/.cache``. A variable naming a place that cannot be a directory
    is said once, naming it, and the caches go to a temporary folder of this process."""
    given = os.environ.get("XDG_CACHE_HOME")
    if not given:
        return Path.home() / ".cache"
    try:
        path = expand(given, "XDG_CACHE_HOME")
        problem = directory_problem(path)
    except ValueError as exc:  # a UsageError: ~user of no user
        problem = str(exc).split(": ", 1)[-1]
    return _temporary_cache(given, problem) if problem else path


_TEMPORARY: dict[str, Path] = {}


def _temporary_cache(given: str, problem: str) -> Path:
    """A folder of this process for the caches, made once and removed at exit; the variable's problem said once."""
    import atexit
    import logging
    import shutil
    import tempfile

    if "cache" not in _TEMPORARY:
        _TEMPORARY["cache"] = Path(tempfile.mkdtemp(prefix="advisor-cache-"))
        atexit.register(shutil.rmtree, _TEMPORARY["cache"], ignore_errors=True)
        shown = given.encode("unicode_escape").decode()
        logging.getLogger("advisor").warning("warning: XDG_CACHE_HOME names %s, which %s: nothing is cached between runs", shown, problem)
    return _TEMPORARY["cache"]


def user_dir(kind: str) -> Path:
    """The user's ``platforms`` or ``workloads`` directory."""
    if kind not in ("platforms", "workloads"):
        raise ValueError(f"unknown kind of descriptor {kind!r}")
    return data_dir() / kind


_PACKAGE = Path(__file__).resolve().parent
SHIPPED = ("platforms", "workloads", "kernels", "calibration")


def shipped_dir(kind: str) -> Path:
    """The catalog of ``kind`` the advisor ships (:data:`SHIPPED`): ``advisor/catalog/KIND`` when installed (the package
    data), the repository's top-level ``KIND/`` folder in a source checkout or an editable install."""
    if kind not in SHIPPED:
        raise ValueError(f"unknown catalog {kind!r}")
    for candidate in (_PACKAGE / "catalog" / kind, _PACKAGE.parent / kind):
        if candidate.is_dir():
            return candidate
    return _PACKAGE / "catalog" / kind


def kernels_dir() -> Path:
    """Root of the built-in kernels (``cuda/``, ``ptx/<target>/``, ``hip/``, ``amdgcn/<target>/``)."""
    return shipped_dir("kernels")


def calibration_sources() -> tuple[Path | None, list[Path]]:
    """The folder of the C sources of the microbenchmarks and reference kernels: ``$ADVISOR_CALIBRATION_SRC``, else
    the shipped ``calibration/`` (None where none holds them), and the folders looked in. A variable naming a folder
    without them is a UsageError naming it: the sources the user asked for, or none, never others in silence."""
    from .errors import UsageError

    given = os.environ.get("ADVISOR_CALIBRATION_SRC")
    if given:
        path = expand(given, "ADVISOR_CALIBRATION_SRC")
        problem = directory_problem(path)
        if problem is None and not path.is_dir():
            problem = "does not exist"
        if problem is None and not (path / "microbench.c").is_file():
            problem = "holds no microbench.c"
        if problem:
            raise UsageError("ADVISOR_CALIBRATION_SRC", f"{given}: {problem}; it names the folder of the advisor's calibration sources "
                                                        "(microbench.c, polybench.c: calibration/ of the repository)")
        return path, [path]
    candidates = [_PACKAGE.parent / "calibration", _PACKAGE / "catalog" / "calibration"]
    return next((c for c in candidates if (c / "microbench.c").is_file()), None), candidates
