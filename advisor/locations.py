"""Where the advisor keeps the user's files (one data directory for every command), and where the catalogs it
ships are (:func:`shipped_dir`).

``$ADVISOR_DATA_DIR``, else ``$XDG_DATA_HOME/advisor``, else
``~/.local/share/advisor``. It holds the history of measured runs
(``history.sqlite``, unless ``$ADVISOR_HISTORY`` names another file) and the
user's descriptors: ``platforms/`` (where ``advisor calibrate`` writes this
host's measured descriptor) and ``workloads/``, both on the search path of
every command (:mod:`advisor.catalog`), after ``$ADVISOR_PLATFORM_PATH`` /
``$ADVISOR_WORKLOAD_PATH`` and before the built-in catalog.
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


def data_dir() -> Path:
    given = os.environ.get("ADVISOR_DATA_DIR")
    if given:
        return expand(given, "ADVISOR_DATA_DIR")
    xdg = os.environ.get("XDG_DATA_HOME")
    return (expand(xdg, "XDG_DATA_HOME") if xdg else Path.home() / ".local" / "share") / "advisor"


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
    the shipped ``calibration/`` (None where none holds them), and the folders looked in."""
    given = os.environ.get("ADVISOR_CALIBRATION_SRC")
    candidates = [Path(given)] if given else [_PACKAGE.parent / "calibration", _PACKAGE / "catalog" / "calibration"]
    return next((c for c in candidates if (c / "microbench.c").is_file()), None), candidates
