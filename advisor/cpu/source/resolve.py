"""Where a kernel's ``cpu_source`` file is: beside its workload, or among the C sources the advisor ships."""

from __future__ import annotations

import os
from pathlib import Path

from ...locations import calibration_sources


def resolve_source(file: str, base: str | os.PathLike[str]) -> Path:
    """A ``cpu_source`` file: relative to the workload's folder; else, for a path into ``calibration/``, the
    calibration sources the package ships (an installed advisor has no repository beside its workloads)."""
    path = Path(file)
    candidates = [path] if path.is_absolute() else [Path(base) / path, path]
    parts = path.parts
    if "calibration" in parts:
        shipped, _ = calibration_sources()
        if shipped is not None:
            candidates.append(shipped.joinpath(*parts[parts.index("calibration") + 1:]))
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"{file}: no such file (looked in {', '.join(str(c) for c in candidates)})")
