"""Where a kernel's ``cpu_source`` file is: beside its workload, or among the C sources the advisor ships; and whether
it (with the headers it includes) can be read at all (:func:`source_problem`)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from ...files import Unreadable, not_a_file, read_bounded
from ...locations import calibration_sources
from .preprocessor import MAX_INCLUDE_DEPTH, MAX_SOURCE_BYTES

_QUOTED_INCLUDE = re.compile(rb'^\s*#\s*include\s*"([^"]+)"', re.MULTILINE)


def resolve_source(file: str, base: str | os.PathLike[str]) -> Path:
    """A ``cpu_source`` file: relative to the workload's folder; else, for a path into ``calibration/``, the
    calibration sources the package ships (an installed advisor has no repository beside its workloads).

    Raises FileNotFoundError where none of the places holds it, and :class:`~advisor.files.Unreadable` (an OSError
    too) where the first that holds something holds no C source that can be read (:func:`source_problem`).
    """
    path = Path(file)
    candidates = [path] if path.is_absolute() else [Path(base) / path, path]
    parts = path.parts
    if "calibration" in parts:
        shipped, _ = calibration_sources()
        if shipped is not None:
            candidates.append(shipped.joinpath(*parts[parts.index("calibration") + 1:]))
    for candidate in candidates:
        if os.path.lexists(candidate):
            problem = source_problem(candidate)
            if problem:
                raise Unreadable(file, problem)
            return candidate
    raise FileNotFoundError(f"{file}: no such file (looked in {', '.join(str(c) for c in candidates)})")


def source_problem(path: Path, depth: int = 0) -> str | None:
    """Why the C file ``path``, or a header it includes in quotes (followed as the preprocessor follows them), cannot be
    read: it is no regular file (a FIFO would block the read, ``/dev/zero`` never end), or longer than C sources may be;
    None when they all can. A header that is not there is left to the preprocessor, which names its line."""
    shown = path if depth == 0 else f"{path} (included)"
    try:
        text = read_bounded(path, MAX_SOURCE_BYTES, "C source")
    except Unreadable as exc:
        return f"{shown}: {exc.strerror}" if depth else exc.strerror
    except OSError as exc:
        return f"{shown}: {exc.strerror or exc}"
    if depth >= MAX_INCLUDE_DEPTH:
        return None
    for header in dict.fromkeys(_QUOTED_INCLUDE.findall(text)):
        included = path.parent / header.decode(errors="replace")
        if os.path.lexists(included) and not_a_file(included) != "no such file":
            problem = source_problem(included, depth + 1)
            if problem:
                return problem
    return None
