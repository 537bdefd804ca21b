"""What one kernel launch may be: the grid and block limits of CUDA, one rule for every place a launch comes from.

A workload step's ``grid:``/``block:`` (:mod:`advisor.core.counts`), ``advisor predict-kernel --grid/--block`` and the PTX
analysis (:mod:`advisor.gpu.nvidia.ptx.analysis`) all check a launch here, so that a grid refused in a workload is refused on
the command line too, and named by the option or field that gave it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

# What CUDA allows on every GPU since compute capability 3.0 (CUDA C++ Programming Guide [cuda-guide],
# "Compute Capabilities" table): block dimensions and threads per block, grid dimensions.
BLOCK_LIMITS = (1024, 1024, 64)
MAX_BLOCK_THREADS = 1024
GRID_LIMITS = (2**31 - 1, 65535, 65535)


def geometry_problem(kind: str, dims: Sequence[int]) -> tuple[int | None, str] | None:
    """What is wrong with a ``kind`` ("grid" or "block") of ``dims``: (the dimension at fault or None for all, why);
    None when CUDA can launch it."""
    limits = GRID_LIMITS if kind == "grid" else BLOCK_LIMITS
    if not 1 <= len(dims) <= 3:
        return None, f"has {len(dims)} dimensions; CUDA has 1 to 3"
    for index, (size, limit) in enumerate(zip(dims, limits)):
        if not 1 <= size <= limit:
            return index, f"{size} is outside the CUDA limit of 1 to {limit}"
    if kind == "block" and math.prod(dims) > MAX_BLOCK_THREADS:
        return None, f"{math.prod(dims)} threads per block exceed the CUDA limit of {MAX_BLOCK_THREADS}"
    return None
