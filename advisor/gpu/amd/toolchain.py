"""Compile a CUDA/HIP kernel file to AMDGCN assembly with clang alone (an optional toolchain).

The kernels are compiled as HIP device code, with a small header for what HIP's own headers would
give them (``kernels/hip/amdgcn.h``) and no ROCm device libraries::

    clang -x hip --cuda-device-only -nogpuinc -nogpulib --offload-arch=TARGET -O3 -S -cuid=NAME -include amdgcn.h FILE

Any clang with the AMDGPU backend does (Debian's ``clang-19`` package: every target shipped;
clang 14 lacks gfx942 and gfx1100). ``ADVISOR_CLANG`` names one; otherwise the newest ``clang-N``
or ``clang`` on PATH is taken.
"""

from __future__ import annotations

import os
import pathlib
import re
import shutil
import subprocess
import tempfile

from ...locations import kernels_dir


class AmdToolchainError(RuntimeError):
    """No clang, or clang failed (the message says which and how)."""


def find_clang() -> str | None:
    """The clang to compile with: ``$ADVISOR_CLANG``, else the newest versioned clang on PATH, else ``clang``."""
    chosen = os.environ.get("ADVISOR_CLANG")
    if chosen:
        return shutil.which(chosen)
    versioned = sorted((int(m.group(1)), name) for name in {f"clang-{v}" for v in range(14, 40)}
                       if shutil.which(name) and (m := re.fullmatch(r"clang-(\d+)", name)))
    return shutil.which(versioned[-1][1]) if versioned else shutil.which("clang")


def prelude_path() -> pathlib.Path:
    return kernels_dir() / "hip" / "amdgcn.h"


def compile_hip(path: str | os.PathLike, target: str, flags: tuple[str, ...] = ()) -> str:
    """AMDGCN assembly of the kernels in ``path`` for ``target`` (a gfx name); ``flags``: ``-D``/``-I``."""
    clang = find_clang()
    if clang is None and os.environ.get("ADVISOR_CLANG"):  # the clang the user named, never another
        raise AmdToolchainError(f"cannot compile {path} for {target}: ADVISOR_CLANG names {os.environ['ADVISOR_CLANG']!r}, "
                                "which is no program on PATH")
    if clang is None:
        raise AmdToolchainError(f"cannot compile {path} for {target}: no clang on PATH (set ADVISOR_CLANG, "
                                "or install a clang with the AMDGPU backend, such as Debian's clang-19)")
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "out.s"
        command = [clang, "-x", "hip", "--cuda-device-only", "-nogpuinc", "-nogpulib", f"--offload-arch={target}",
                   "-O3", "-S", f"-cuid={pathlib.Path(path).stem}",  # a fixed unit id: the same file, the same text
                   "-include", str(prelude_path()), *flags, str(path), "-o", str(out)]
        result = subprocess.run(command, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            first = next((line for line in result.stderr.splitlines() if "error" in line), result.stderr.strip()[:300])
            raise AmdToolchainError(f"{os.path.basename(clang)} failed for {path} ({target}): {first}")
        return out.read_text()
