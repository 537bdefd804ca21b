"""Which code a kernel is read from (PTX, or AMDGCN on an AMD GPU), and what a GPU implies for its analysis
(target, L1 size and policy).

Light on purpose (no PTX interpreter, no numpy): a decision that finds its
launch in the prediction cache (:mod:`.diskcache`) needs these to compute the
key and nothing heavier.
"""

from __future__ import annotations

import filecmp
import os
from pathlib import Path

from ..locations import kernels_dir
from .descriptor import Gpu

L1_BYTES_DEFAULT = 48 * 1024  # used when no architecture is known (Kepler's largest L1 option)


def default_target(gpu: Gpu) -> str:
    """The newest shipped PTX target not above the GPU's compute capability (sm_75 for older GPUs:
    nvcc 13 cannot generate Volta/Pascal/Kepler PTX, and the instruction mix hardly changes)."""
    cc = round(float(gpu.compute_capability) * 10)
    from .nvidia.ptx.loader import TARGETS

    usable = [t for t in TARGETS if int(t[3:]) <= cc]
    return usable[-1] if usable else TARGETS[0]


def l1_bytes_of(gpu: Gpu) -> int:
    """L1 capacity for the reuse estimate: the SM's largest shared-memory carveout (the unified
    L1/shared array from Volta on; Kepler's 48 KiB option), an upper bound of the L1 part."""
    try:
        from .nvidia.archfile import architecture_for

        return int(architecture_for(gpu).limits.shared_bytes_per_sm)
    except Exception:  # noqa: BLE001 - no architecture model: the default window
        return L1_BYTES_DEFAULT


def global_l1_hit(gpu: Gpu, l1_hit: float | None) -> float | None:
    """The L1 hit rate to impose on global loads: the given one, else 0 where L1 does not cache them."""
    if l1_hit is not None:
        return l1_hit
    try:
        from .nvidia.archfile import architecture_for

        arch = architecture_for(gpu)
    except Exception:  # noqa: BLE001 - no architecture model: no L1 rule to impose, the estimate stands
        return None
    return None if arch.memory.global_loads_cached_in_l1 else 0.0


def resolve_source(source: str | os.PathLike, base: str | os.PathLike | None = None) -> Path:
    """The file a kernel's ``source`` names: a path, absolute or relative to ``base`` (a descriptor's folder; the
    working directory for one given on the command line), else a name in the kernel catalog (``gemm.cu``,
    ``kernels/cuda/gemm.cu``). A path that says where it is and names no file is an error, never the catalog's
    file of the same name."""
    path = Path(source)
    given = path if path.is_absolute() else Path(base or ".") / path
    if given.exists():
        return given
    built_in = catalog_source(str(source))
    if built_in is not None:
        return built_in
    also = "" if _explicit(str(source)) else f" and for a built-in kernel of that name in {kernels_dir()}"
    raise FileNotFoundError(f"{source}: no such file (looked for {given}{also})")


def _explicit(source: str) -> bool:
    """A path that says where it is (absolute, ``./``, ``../``), as opposed to a name that may be a built-in kernel's."""
    return Path(source).is_absolute() or source.startswith(("./", "../")) or ".." in Path(source).parts


def catalog_source(source: str) -> Path | None:
    """The kernel catalog's file of a name, from any folder: ``NAME.cu`` (under ``cuda/``), or a path as the catalog
    lays its files out, with or without the leading ``kernels/`` of the repository; None for an explicit path or an
    unknown name."""
    parts = Path(source).parts
    parts = parts[1:] if parts[:1] == ("kernels",) else parts
    if _explicit(source) or not parts:
        return None
    root = kernels_dir()
    candidates = [root.joinpath(*parts), *([root / "cuda" / parts[0]] if len(parts) == 1 else [])]
    return next((c for c in candidates if c.is_file()), None)


def analysis_target(gpu: Gpu) -> str | None:
    """The target of the shipped compile a GPU's kernels are read from: its PTX target
    (:func:`default_target`), or on an AMD GPU its AMDGCN target, its own or its family's (None: none shipped)."""
    if gpu.amd is None:
        return default_target(gpu)
    from .amd.shipped import target_for

    return target_for(gpu.amd.family, gpu.compute_capability)


def builtin_code(path: Path, target: str) -> Path | None:
    """The shipped compile of a built-in ``.cu``: its PTX under kernels/ptx/<target>/, or for a gfx target its AMDGCN
    under kernels/amdgcn/<target>/; None for a file that is not built in. A built-in kernel is known by its content,
    the bytes of the catalog's ``cuda/`` file of its name, wherever it lies: a repository's ``kernels/`` beside an
    installed advisor, or a copy, is the same kernel and gets the same answer from every folder."""
    root = kernels_dir()
    shipped = root / "cuda" / path.name
    if path.suffix != ".cu" or not path.is_file() or not shipped.is_file() or not filecmp.cmp(path, shipped, shallow=False):
        return None
    code = root / "amdgcn" / target / f"{path.stem}.s" if target.startswith("gfx") else root / "ptx" / target / f"{path.stem}.ptx"
    return code if code.exists() else None
